import { createFileRoute, Link } from '@tanstack/react-router';
import { AUTH_CARD_LINK_CLASS, AuthCard } from '@uniguide/ui';
import { ResetPasswordForm } from '../components/auth/password-reset-forms';
import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token = '' } = Route.useSearch();
  usePageTitle('Choose a New Password', 'Set a new password for your agent account.');
  return (
    <AuthCard
      title="Choose a new password"
      description="Every device signed in to your account will be signed out."
      footer={
        <Link to="/forgot-password" className={AUTH_CARD_LINK_CLASS}>
          Ask for a new link
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
