import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { FirstYearCostsList, Skeleton } from '@uniguide/ui';
import { SectionCard } from '../../common/section-card';

/**
 * The student's expected first year in AED (docs/product.md §5.9), as the agent sees it: each line
 * with its source; the university's fee lines are kept under Catalogue → Universities → Fees.
 */
export function CostsCard({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const costs = useQuery(trpc.journey.costs.queryOptions({ applicationId }));
  return (
    <SectionCard
      title={t`First-Year Costs`}
      description={t`In AED, as the catalogue and the university state them.`}
    >
      {costs.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {costs.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(costs.error, t`The costs could not be loaded.`)}
        </p>
      ) : null}
      {costs.data ? <FirstYearCostsList costs={costs.data} /> : null}
    </SectionCard>
  );
}
