import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { ChartSkeleton, SectionCard } from '@uniguide/ui';
import type { ReactNode } from 'react';
import { LoadFailed } from '../common/load-failed';
import { StatusBarChart } from './status-bar-chart';
import { WeeklyColumnChart } from './weekly-column-chart';

/** The overview's two charts (admin.charts.overview): one call, one loading and one error state each. */
export function OverviewCharts() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const charts = useQuery(trpc.admin.charts.overview.queryOptions(undefined, DASHBOARD_QUERY));

  const body = (render: (data: NonNullable<typeof charts.data>) => ReactNode, height: string) => {
    if (charts.isError) {
      return (
        <LoadFailed
          compact
          title={t`Failed to load chart data`}
          error={charts.error}
          onRetry={() => void charts.refetch()}
        />
      );
    }
    if (!charts.data) {
      return <ChartSkeleton height={height} />;
    }
    return render(charts.data);
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <SectionCard
        title={t`Applications by status`}
        description={t`Where every application stands now, in workflow order.`}
      >
        {body(
          (data) => (
            <StatusBarChart data={data.byStatus} />
          ),
          'h-72',
        )}
      </SectionCard>
      <SectionCard
        title={t`New applications per week`}
        description={t`Applications created in each of the last 12 weeks (weeks start on Monday).`}
      >
        {body(
          (data) => (
            <WeeklyColumnChart data={data.perWeek} />
          ),
          'h-56',
        )}
      </SectionCard>
    </div>
  );
}
