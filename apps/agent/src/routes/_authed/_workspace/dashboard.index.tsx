import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '@uniguide/client';

import { DashboardHome } from '../../../components/workspace/home/dashboard-home';
import { usePageTitle } from '../../../lib/use-page-title';

export const Route = createFileRoute('/_authed/_workspace/dashboard/')({
  component: DashboardRoute,
});

function DashboardRoute() {
  const routeUser = Route.useRouteContext({ select: (context) => context.user });
  const user = useSession().data ?? routeUser;
  const { t } = useLingui();
  usePageTitle(t`Dashboard`, t`Your agent home: applications, recent activity and next steps.`);
  return <DashboardHome user={user} />;
}
