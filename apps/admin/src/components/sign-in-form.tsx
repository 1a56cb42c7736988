import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSignInForm } from '@uniguide/client';
import { SignInView } from '@uniguide/ui';

/**
 * The console's sign-in. The server refuses agents here (they get "This console is for
 * administrators only…"), so the form only has to show what it is told.
 */
export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useLingui();
  return (
    <SignInView
      {...useSignInForm(onSuccess)}
      label={t`Admin sign in`}
      idPrefix="admin"
      emailExtras={{ autoFocus: true }}
      forgotPasswordLink={
        <Link to="/forgot-password">
          <Trans>Forgot password?</Trans>
        </Link>
      }
    />
  );
}
