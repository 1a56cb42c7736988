import { createFileRoute } from '@tanstack/react-router';
import { BRAND, displayName } from '@uniguide/domain';
import { Card, CardContent } from '@uniguide/ui';
import { LayoutDashboardIcon } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';

export const Route = createFileRoute('/_console/')({
  component: OverviewPage,
});

function OverviewPage() {
  const user = Route.useRouteContext({ select: (context) => context.user });
  usePageTitle('Overview', `The ${BRAND.name} admin console: applications, agents and audit logs.`);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Overview</h1>
        <p className="mt-2 break-words text-muted-foreground">
          Welcome, {displayName(user)}. You are signed in as an administrator ({user.username}).
        </p>
      </div>

      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <LayoutDashboardIcon aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-lg font-semibold">Nothing to show here yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Statistics, application reviews, agent management and the audit log have not been added
            to this console yet. They will appear in this menu as they become available.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
