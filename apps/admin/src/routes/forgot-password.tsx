import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../components/accounts/auth-card';
import { ForgotPasswordForm } from '../components/accounts/password-reset-forms';
import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  usePageTitle('Forgot Password', 'Get a link to choose a new password for your admin account.');
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your account's email and we will send you a link to choose a new password."
      footer={{ to: '/sign-in', label: 'Back to sign in' }}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
