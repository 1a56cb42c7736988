import { Trans, useLingui } from '@lingui/react/macro';
import { Slot } from 'radix-ui';
import type { FormEventHandler, ReactElement } from 'react';
import { AUTH_CARD_LINK_CLASS, AuthCard } from './auth-card';
import { FormAlert } from './form-alert';
import type { InputProps } from './input';
import { PasswordResetDone } from './password-reset-done';
import { AuthEmailField, type PasswordResetInput } from './auth-email-field';
import { AuthSubmitButton } from './auth-submit-button';

export interface ForgotPasswordViewProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message above the form, or null (the client's `formFailureMessage`). */
  failure: string | null;
  email: PasswordResetInput;
  pending: boolean;
  /** The server's answer; shown instead of the form once it came. */
  done?: string;
  /** What the e-mail input adds in one app (a placeholder, autofocus). */
  emailExtras?: InputProps;
}

/**
 * "Forgot password?" in either app, fed by the client's `useForgotPasswordForm()`: the same answer
 * whether or not the address has an account.
 */
export function ForgotPasswordView({
  onSubmit,
  failure,
  email,
  pending,
  done,
  emailExtras,
}: ForgotPasswordViewProps) {
  const { t } = useLingui();
  if (done !== undefined) return <PasswordResetDone message={done} />;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t`Reset your password`}>
      <FormAlert message={failure} />
      <AuthEmailField id="forgot-email" email={email} extras={emailExtras} />
      <AuthSubmitButton pending={pending} pendingLabel={t`Sending...`}>
        <Trans>Send Reset Link</Trans>
      </AuthSubmitButton>
    </form>
  );
}

/**
 * The whole "Forgot password?" page of either app: the form in an `AuthCard`, with the app's router
 * link back to its sign-in page below it.
 */
export function ForgotPasswordCard({
  signInLink,
  ...view
}: ForgotPasswordViewProps & { signInLink: ReactElement }) {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Forgot your password?`}
      description={t`Enter your account's email and we will send you a link to choose a new password.`}
      footer={<Slot.Root className={AUTH_CARD_LINK_CLASS}>{signInLink}</Slot.Root>}
    >
      <ForgotPasswordView {...view} />
    </AuthCard>
  );
}
