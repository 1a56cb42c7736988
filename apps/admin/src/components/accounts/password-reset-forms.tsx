import { ForgotPasswordPage, ResetPasswordPage } from '@uniguide/client';

/** "Forgot password?" for admins: the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  return <ForgotPasswordPage signInPath="/sign-in" emailExtras={{ autoFocus: true }} />;
}

/** The page an admin's reset link opens: the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  return <ResetPasswordPage token={token} signInPath="/sign-in" />;
}
