import { Link } from '@tanstack/react-router';
import { useForgotPasswordForm, useResetPasswordForm } from '@uniguide/client';
import { ForgotPasswordView, ResetPasswordView } from '@uniguide/ui';

/** "Forgot password?": the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  return (
    <ForgotPasswordView
      {...useForgotPasswordForm()}
      emailExtras={{ placeholder: 'you@agency.com' }}
    />
  );
}

/** The page a reset link opens: the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <ResetPasswordView
      {...useResetPasswordForm(token)}
      signInLink={<Link to="/auth">Sign In</Link>}
    />
  );
}
