import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, useDateFormatters, useTRPC } from '@uniguide/client';
import { JOURNEY_FLAG_TEXTS } from '@uniguide/ui';
import { RouteIcon } from 'lucide-react';
import { DashboardCard, DashboardCardError, DashboardCardSkeleton } from '../common/dashboard-card';

/** The most pressing few; the rest are on each application. */
const SHOWN = 6;

/**
 * "Next step" per student in the journey after the offer (docs/product.md §5.9): who acts next and
 * by when, soonest due first. Each links to the application.
 */
export function NextStepsCard() {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const steps = useQuery(trpc.journey.nextSteps.queryOptions(undefined, DASHBOARD_QUERY));
  if (steps.isSuccess && steps.data.length === 0) return null;
  return (
    <DashboardCard
      title={t`Next Step`}
      icon={RouteIcon}
      description={t`Students with an offer, on their way to registration.`}
      busy={steps.isPending}
    >
      {steps.isPending ? (
        <DashboardCardSkeleton label={t`Loading next steps`} rowClassName="h-10" />
      ) : steps.isError ? (
        <DashboardCardError
          error={steps.error}
          fallback={t`The next steps could not be loaded.`}
          onRetry={() => void steps.refetch()}
        />
      ) : (
        <ul className="divide-y" aria-label={t`Next steps`}>
          {steps.data.slice(0, SHOWN).map((step) => (
            <li key={step.applicationId} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <p className="text-sm font-medium break-words">
                <Link
                  to="/dashboard/applications/$applicationId"
                  params={{ applicationId: String(step.applicationId) }}
                  className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <bdi>{step.studentName}</bdi>
                </Link>
              </p>
              <p className="text-xs text-muted-foreground">
                {step.nextLabel ?? t`Registered`}
                {step.nextActor === 'agent'
                  ? ` · ${t`your step`}`
                  : step.nextActor
                    ? ` · ${t`admin team`}`
                    : ''}
                {step.dueOn ? ` · ${t`due by ${dates.dashboardDate(step.dueOn)}`}` : ''}
              </p>
              {step.flags.map((flag) => (
                <p key={flag} className="text-xs text-warning">
                  {JOURNEY_FLAG_TEXTS[flag]}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
