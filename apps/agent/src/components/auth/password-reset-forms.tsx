import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useForgotPasswordForm, useResetPasswordForm } from '@uniguide/client';
import { ForgotPasswordCard, ResetPasswordCard } from '@uniguide/ui';

/** "Forgot password?": the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  return (
    <ForgotPasswordCard
      {...useForgotPasswordForm()}
      emailExtras={{ placeholder: t`you@agency.com` }}
      signInLink={
        <Link to="/auth">
          <Trans>Back to sign in</Trans>
        </Link>
      }
    />
  );
}

/** The page a reset link opens: the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <ResetPasswordCard
      {...useResetPasswordForm(token)}
      signInLink={
        <Link to="/auth">
          <Trans>Sign In</Trans>
        </Link>
      }
      newLinkLink={
        <Link to="/forgot-password">
          <Trans>Ask for a new link</Trans>
        </Link>
      }
    />
  );
}
