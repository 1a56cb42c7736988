import { useQuery } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { formatAedAmountFils } from '@uniguide/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@uniguide/ui';

/** An amount in dirhams (fee lines may carry fils) in the one money format: "AED 1,234.50". */
function aed(amountAed: number): string {
  return formatAedAmountFils(Math.round(amountAed * 100));
}

/**
 * The student's expected first year in AED (docs/product.md §5.9): each line with its source; where
 * the university has no fee lines on record, the card says so instead of guessing.
 */
export function CostsCard({ applicationId }: { applicationId: number }) {
  const trpc = useTRPC();
  const costs = useQuery(trpc.journey.costs.queryOptions({ applicationId }));
  const data = costs.data;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>First-Year Costs</h2>
        </CardTitle>
        <CardDescription>In AED, as the catalogue and the university state them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {costs.isPending ? <Skeleton className="h-24 w-full" /> : null}
        {costs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(costs.error, 'The costs could not be loaded.')}
          </p>
        ) : null}
        {data ? (
          <>
            <ul className="divide-y" aria-label="First-year costs">
              {data.lines.map((line) => (
                <li key={line.label} className="grid gap-0.5 py-2 first:pt-0">
                  <div className="flex flex-wrap justify-between gap-x-4">
                    <span className="text-sm font-medium break-words">
                      {line.label}
                      {line.refundable ? ' (refundable)' : ''}
                    </span>
                    <span className="text-sm tabular-nums">{aed(line.amountAed)}</span>
                  </div>
                  <span className="text-xs break-all text-muted-foreground">
                    Source: {line.source}
                  </span>
                </li>
              ))}
            </ul>
            {!data.tuitionKnown ? (
              <p className="text-sm text-muted-foreground">
                The catalogue gives no tuition figure for this program.
              </p>
            ) : null}
            {data.noFeeLines ? (
              <p className="text-sm text-muted-foreground">
                This university has no visa, insurance or deposit fees on record.
              </p>
            ) : null}
            {data.tuitionKnown && data.vatUnknown ? (
              <p className="text-sm text-muted-foreground">
                Whether VAT applies to this university's tuition is not on record.
              </p>
            ) : null}
            <p className="flex justify-between border-t pt-2 text-sm font-semibold">
              <span>Expected first year</span>
              <span className="tabular-nums">{aed(data.totalAed)}</span>
            </p>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
