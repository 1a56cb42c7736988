import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../components/auth/password-reset-forms';
import { usePageTitle } from '../lib/use-page-title';
import { tokenSearch } from '@uniguide/client';

export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token = '' } = Route.useSearch();
  const { t } = useLingui();
  usePageTitle(t`Choose a New Password`, t`Set a new password for your agent account.`);
  return <ResetPasswordForm token={token} />;
}
