import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '@uniguide/client';
import { displayName, type PublicUser } from '@uniguide/domain';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@uniguide/ui';
import { ShieldCheckIcon } from 'lucide-react';
import { BrandMark } from '../../components/public/brand-logo';
import { SignOutButton } from '../../components/auth/sign-out-button';
import { usePageTitle } from '../../lib/use-page-title';

export const Route = createFileRoute('/_authed/dashboard')({
  component: DashboardPage,
});

/** Spec §2: "Welcome" plus the agency name, or the username when there is none. */
function greetingName(user: Pick<PublicUser, 'agencyName' | 'username'>): string {
  return user.agencyName?.trim() || user.username;
}

function DashboardPage() {
  const routeUser = Route.useRouteContext({ select: (context) => context.user });
  // The live session (the guard's copy is a snapshot) so a profile change shows at once.
  const user = useSession().data ?? routeUser;
  usePageTitle('Dashboard', 'Your agent home: applications, recent activity and next steps.');

  return (
    <div className="min-h-svh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <span className="flex items-center gap-2 text-lg font-semibold">
            <BrandMark />
            <span className="sr-only sm:not-sr-only">Agent Dashboard</span>
          </span>
          <SignOutButton size="sm" />
        </div>
      </header>

      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            Welcome {greetingName(user)}
          </h1>
          <p className="mt-2 text-muted-foreground">
            Signed in as {displayName(user)} ({user.username}).
          </p>
        </div>

        {user.isAdmin ? (
          <Card className="max-w-xl">
            <CardHeader>
              <CardTitle asChild>
                <h2 className="flex items-center gap-2">
                  <ShieldCheckIcon aria-hidden="true" className="size-5 text-primary" />
                  Admin Controls
                </h2>
              </CardTitle>
              <CardDescription>
                Review applications, manage agents and read the audit log in the admin console.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <a href="/admin">Open Admin Dashboard</a>
              </Button>
            </CardContent>
          </Card>
        ) : null}
      </main>
    </div>
  );
}
