import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useForgotPasswordForm, useResetPasswordForm } from '@uniguide/client';
import { ForgotPasswordCard, ResetPasswordCard } from '@uniguide/ui';

/** "Forgot password?" for admins: the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  return (
    <ForgotPasswordCard
      {...useForgotPasswordForm()}
      emailExtras={{ autoFocus: true }}
      signInLink={
        <Link to="/sign-in">
          <Trans>Back to sign in</Trans>
        </Link>
      }
    />
  );
}

/** The page an admin's reset link opens: the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <ResetPasswordCard
      {...useResetPasswordForm(token)}
      signInLink={
        <Link to="/sign-in">
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
