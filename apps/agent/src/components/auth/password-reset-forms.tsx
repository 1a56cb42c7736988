import { Link } from '@tanstack/react-router';
import { useForgotPasswordForm, useResetPasswordForm } from '@uniguide/client';
import { ForgotPasswordCard, ResetPasswordCard } from '@uniguide/ui';

/** "Forgot password?": the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  return (
    <ForgotPasswordCard
      {...useForgotPasswordForm()}
      emailExtras={{ placeholder: 'you@agency.com' }}
      signInLink={<Link to="/auth">Back to sign in</Link>}
    />
  );
}

/** The page a reset link opens: the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <ResetPasswordCard
      {...useResetPasswordForm(token)}
      signInLink={<Link to="/auth">Sign In</Link>}
      newLinkLink={<Link to="/forgot-password">Ask for a new link</Link>}
    />
  );
}
