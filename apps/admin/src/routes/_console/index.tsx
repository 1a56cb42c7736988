import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const user = Route.useRouteContext({ select: (context) => context.user });
  const brand = BRAND.name;
  const name = displayName(user);
  usePageTitle(t`Overview`, t`The ${brand} admin console: applications, agents and audit logs.`);

  return (
    <ConsolePage title={t`Overview`} description={t`Welcome back, ${name}.`}>
      <StatCards />
      <JourneyQueueCard />
      <OverviewCharts />
    </ConsolePage>
  );
}
