import { createFileRoute, Link } from '@tanstack/react-router';
import { AUTH_CARD_LINK_CLASS, AuthCard } from '@uniguide/ui';
import { ForgotPasswordForm } from '../components/auth/password-reset-forms';
import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordRoute });

function ForgotPasswordRoute() {
  usePageTitle('Forgot Password', 'Get a link to choose a new password for your agent account.');
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your account's email and we will send you a link to choose a new password."
      footer={
        <Link to="/auth" className={AUTH_CARD_LINK_CLASS}>
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
