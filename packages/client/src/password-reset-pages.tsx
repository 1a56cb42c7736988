import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ForgotPasswordCard, ResetPasswordCard } from '@uniguide/ui';
import type { ComponentProps } from 'react';
import { useForgotPasswordForm, useResetPasswordForm } from './password-reset';

/**
 * "Forgot password?" of either app: the same answer whether or not the address has an account.
 * `signInPath` is the app's own sign-in page (decision 065: what both apps show lives once).
 */
export function ForgotPasswordPage({
  signInPath,
  emailExtras,
}: {
  signInPath: string;
  emailExtras?: ComponentProps<typeof ForgotPasswordCard>['emailExtras'];
}) {
  return (
    <ForgotPasswordCard
      {...useForgotPasswordForm()}
      emailExtras={emailExtras}
      signInLink={
        <Link to={signInPath}>
          <Trans>Back to sign in</Trans>
        </Link>
      }
    />
  );
}

/** The page a reset link of either app opens: the new password twice. */
export function ResetPasswordPage({ token, signInPath }: { token: string; signInPath: string }) {
  return (
    <ResetPasswordCard
      {...useResetPasswordForm(token)}
      signInLink={
        <Link to={signInPath}>
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
