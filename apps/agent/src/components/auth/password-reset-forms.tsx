import { useLingui } from '@lingui/react/macro';
import { ForgotPasswordPage, ResetPasswordPage } from '@uniguide/client';

/** "Forgot password?": the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  return <ForgotPasswordPage signInPath="/auth" emailExtras={{ placeholder: t`you@agency.com` }} />;
}

/** The page a reset link opens: the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  return <ResetPasswordPage token={token} signInPath="/auth" />;
}
