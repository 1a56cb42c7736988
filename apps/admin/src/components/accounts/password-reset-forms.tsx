import { Link } from '@tanstack/react-router';
import { useForgotPasswordForm, useResetPasswordForm } from '@uniguide/client';
import { ForgotPasswordView, ResetPasswordView } from '@uniguide/ui';

/** "Forgot password?" for admins: the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  return <ForgotPasswordView {...useForgotPasswordForm()} emailExtras={{ autoFocus: true }} />;
}

/** The page an admin's reset link opens: the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <ResetPasswordView
      {...useResetPasswordForm(token)}
      signInLink={<Link to="/sign-in">Sign In</Link>}
    />
  );
}
