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
  usePageTitle('Choose a New Password', 'Set a new password for your admin account.');
  return <ResetPasswordForm token={token} />;
}
