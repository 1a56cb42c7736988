import { createFileRoute } from '@tanstack/react-router';
import { BRAND, displayName } from '@uniguide/domain';
import { ConsolePage } from '../../components/common/page-header';
import { OverviewCharts } from '../../components/overview/overview-charts';
import { JourneyQueueCard } from '../../components/overview/journey-queue-card';
import { StatCards } from '../../components/overview/stat-cards';
import { usePageTitle } from '../../lib/use-page-title';

export const Route = createFileRoute('/_console/')({
  component: OverviewPage,
});

function OverviewPage() {
  const user = Route.useRouteContext({ select: (context) => context.user });
  usePageTitle('Overview', `The ${BRAND.name} admin console: applications, agents and audit logs.`);

  return (
    <ConsolePage title="Overview" description={`Welcome back, ${displayName(user)}.`}>
      <StatCards />
      <JourneyQueueCard />
      <OverviewCharts />
    </ConsolePage>
  );
}
