import { Trans, useLingui } from '@lingui/react/macro';
import { Slot } from 'radix-ui';
import type { FormEventHandler, ReactElement } from 'react';
import { AUTH_CARD_LINK_CLASS, AuthCard } from './auth-card';
import { Button } from './button';
import type { PasswordResetInput } from './auth-email-field';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { Input } from './input';
import { PasswordResetDone } from './password-reset-done';
import { AuthSubmitButton } from './auth-submit-button';

export interface ResetPasswordViewProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message above the form, or null: a refused token, else the client's `formFailureMessage`. */
  failure: string | null;
  newPassword: PasswordResetInput;
  confirmPassword: PasswordResetInput;
  pending: boolean;
  /** The server's answer; shown instead of the form once it came, with `signInLink`. */
  done?: string;
  /** The app's link to its sign-in page, rendered as a large button. */
  signInLink: ReactElement;
}

/**
 * The page a reset link opens in either app, fed by the client's `useResetPasswordForm(token)`: the
 * new password twice, then the way back to signing in.
 */
export function ResetPasswordView({
  onSubmit,
  failure,
  newPassword,
  confirmPassword,
  pending,
  done,
  signInLink,
}: ResetPasswordViewProps) {
  const { t } = useLingui();
  if (done !== undefined) {
    return (
      <div className="grid gap-4">
        <PasswordResetDone message={done} />
        <Button asChild size="lg">
          {signInLink}
        </Button>
      </div>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-label={t`Choose a new password`}
    >
      <FormAlert message={failure} />
      <FormField id="reset-new-password" label={t`New password`} error={newPassword.error}>
        <Input type="password" autoComplete="new-password" {...newPassword.input} />
      </FormField>
      <FormField
        id="reset-confirm-password"
        label={t`Confirm new password`}
        error={confirmPassword.error}
      >
        <Input type="password" autoComplete="new-password" {...confirmPassword.input} />
      </FormField>
      <AuthSubmitButton pending={pending} pendingLabel={t`Saving...`}>
        <Trans>Set New Password</Trans>
      </AuthSubmitButton>
    </form>
  );
}

/**
 * The whole page a reset link opens in either app: the form in an `AuthCard`, with the app's router
 * link to ask for a new link below it.
 */
export function ResetPasswordCard({
  newLinkLink,
  ...view
}: ResetPasswordViewProps & { newLinkLink: ReactElement }) {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Choose a new password`}
      description={t`Every device signed in to your account will be signed out.`}
      footer={<Slot.Root className={AUTH_CARD_LINK_CLASS}>{newLinkLink}</Slot.Root>}
    >
      <ResetPasswordView {...view} />
    </AuthCard>
  );
}
