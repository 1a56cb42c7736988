import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FirstYearCostsList,
  Skeleton,
} from '@uniguide/ui';

/**
 * The student's expected first year in AED (docs/product.md §5.9): each line with its source; where
 * the university has no fee lines on record, the card says so instead of guessing.
 */
export function CostsCard({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const costs = useQuery(trpc.journey.costs.queryOptions({ applicationId }));
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>First-Year Costs</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>In AED, as the catalogue and the university state them.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {costs.isPending ? <Skeleton className="h-24 w-full" /> : null}
        {costs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(costs.error, t`The costs could not be loaded.`)}
          </p>
        ) : null}
        {costs.data ? <FirstYearCostsList costs={costs.data} /> : null}
      </CardContent>
    </Card>
  );
}
