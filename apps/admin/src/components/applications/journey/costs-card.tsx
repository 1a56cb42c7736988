import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useTRPC, queryFailure } from '@uniguide/client';
import { FirstYearCostsList, LoadingSection, SectionCard } from '@uniguide/ui';

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
      <LoadingSection
        pending={costs.isPending}
        failure={queryFailure(costs, t`The costs could not be loaded.`)}
        skeletonClassName="h-24 w-full"
      >
        {costs.data ? <FirstYearCostsList costs={costs.data} /> : null}
      </LoadingSection>
    </SectionCard>
  );
}
