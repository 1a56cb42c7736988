import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../components/accounts/password-reset-forms';
import { usePageTitle } from '../lib/use-page-title';
import { tokenSearch } from '@uniguide/client';

export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearch,
  component: ResetPasswordPage,
});

/** The page an admin's reset e-mail links to (docs/decisions/023-email.md). */
function ResetPasswordPage() {
  const { token = '' } = Route.useSearch();
  const { t } = useLingui();
  usePageTitle(t`Choose a New Password`, t`Set a new password for your admin account.`);
  return <ResetPasswordForm token={token} />;
}
