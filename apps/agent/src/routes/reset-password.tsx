import { createFileRoute, Link } from '@tanstack/react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@uniguide/ui';
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
    <main className="mx-auto grid min-h-svh max-w-md content-center px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1>Choose a new password</h1>
          </CardTitle>
          <CardDescription>
            Every device signed in to your account will be signed out.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ResetPasswordForm token={token} />
          <Link to="/forgot-password" className="text-center text-sm text-primary hover:underline">
            Ask for a new link
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
