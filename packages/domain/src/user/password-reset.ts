import { z } from 'zod';
import { ZListWindow } from '../pagination';
import { PASSWORD_MAX_LENGTH } from './public-user';
import { ZEmail, ZNewPassword } from './schemas';

/** "Forgot password?": the address to send a reset link to. */
export const ZForgotPasswordInput = z.object({ username: ZEmail });
export type ForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

/** The reset page: the link's token and the new password twice. */
export const ZResetPasswordInput = z
  .object({
    token: z.string().trim().min(1, 'This link is incomplete').max(200, 'This link is invalid'),
    newPassword: ZNewPassword,
    confirmPassword: z.string().min(1, 'Please confirm your new password').max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** A one-click unsubscribe: the signed token from the e-mail. */
export const ZUnsubscribeInput = z.object({
  token: z.string().trim().min(1, 'This link is incomplete').max(1000, 'This link is invalid'),
});
export type UnsubscribeInput = z.infer<typeof ZUnsubscribeInput>;

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether or not the address has an account. */
  requested:
    'If an account exists for that email, we have sent a link to reset its password. The link works for 30 minutes.',
  done: 'Your password has been reset. Please sign in with your new password.',
} as const;

export const OUTBOX_STATES = ['queued', 'sending', 'retrying', 'sent', 'held', 'dead'] as const;
export type OutboxStateName = (typeof OUTBOX_STATES)[number];

/** The admin console's outbox list: newest first, optionally one state. */
export const ZOutboxListInput = ZListWindow.extend({ state: z.enum(OUTBOX_STATES).optional() });

/** A dead job by its queue id (a UUID). */
export const ZDeadJobInput = z.object({ id: z.uuid('Please choose a job') });
