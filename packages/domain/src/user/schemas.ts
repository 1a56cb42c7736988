import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { isCommonPassword } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './public-user';

export const ZEmail = z
  .string({ message: 'Please enter a valid email' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email')
  .pipe(z.email('Please enter a valid email'));

/** A new password: docs/product.md §6 minimum plus a refusal of very common passwords (docs/product.md §9). */
export const ZNewPassword = z
  .string({ message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(
    (value) => !isCommonPassword(value),
    'This password is too common. Please choose another one',
  );

const requiredText = (message: string, max = 120) =>
  z.string({ message }).trim().min(1, message).max(max);

export const ZLoginInput = z.object({
  username: ZEmail,
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof ZLoginInput>;

/** Registration: any role in the payload is ignored; a new account is always an agent. */
export const ZRegisterInput = z.object({
  username: ZEmail,
  password: ZNewPassword,
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  agencyName: requiredText('Agency name is required', 200),
  country: requiredText('Country is required', 100),
  phoneNumber: requiredText('Phone number is required', 40),
});
export type RegisterInput = z.infer<typeof ZRegisterInput>;

const optionalUrl = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value),
    'Please enter a valid website URL',
  )
  .optional()
  .nullable();

export const ZProfileInput = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  agencyName: requiredText('Agency name is required', 200),
  country: requiredText('Country is required', 100),
  phoneNumber: requiredText('Phone number is required', 40),
  website: optionalUrl,
});
export type ProfileInput = z.infer<typeof ZProfileInput>;

export const ZChangePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
    newPassword: ZNewPassword,
    confirmPassword: z.string().min(1, 'Please confirm your new password').max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const ZNotificationPreferences = z.object({
  applicationUpdates: z.boolean(),
  newPrograms: z.boolean(),
  commissionUpdates: z.boolean(),
  marketingMaterials: z.boolean(),
  /** One e-mail a day with the day's updates instead of one per application (off by default). */
  emailDigest: z.boolean().default(false),
});
export type NotificationPreferences = z.infer<typeof ZNotificationPreferences>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  applicationUpdates: true,
  newPrograms: true,
  commissionUpdates: true,
  marketingMaterials: true,
  emailDigest: false,
};
export const NOTIFICATION_PREFERENCE_LABELS: Record<keyof NotificationPreferences, string> = {
  applicationUpdates: 'Application Updates',
  newPrograms: 'New Programs',
  commissionUpdates: 'Commission Updates',
  marketingMaterials: 'Marketing Materials',
  emailDigest: 'Daily Email Digest',
};

/** The language a signed-in user saves with their account (decision 069). */
export const UNSUPPORTED_LANGUAGE_MESSAGE = 'Choose English or Arabic';
export const ZSetLanguageInput = z.object({
  language: z.enum(SUPPORTED_LANGUAGES, { message: UNSUPPORTED_LANGUAGE_MESSAGE }),
});
export type SetLanguageInput = z.infer<typeof ZSetLanguageInput>;
