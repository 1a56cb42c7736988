import { createFileRoute, Link } from '@tanstack/react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@uniguide/ui';
import { ForgotPasswordForm } from '../components/auth/password-reset-forms';
import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordRoute });

function ForgotPasswordRoute() {
  usePageTitle('Forgot Password', 'Get a link to choose a new password for your agent account.');
  return (
    <main className="mx-auto grid min-h-svh max-w-md content-center px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1>Forgot your password?</h1>
          </CardTitle>
          <CardDescription>
            Enter your account's email and we will send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ForgotPasswordForm />
          <Link to="/auth" className="text-center text-sm text-primary hover:underline">
            Back to sign in
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
