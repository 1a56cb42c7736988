import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../components/accounts/password-reset-forms';
import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Forgot Password`, t`Get a link to choose a new password for your admin account.`);
  return <ForgotPasswordForm />;
}
