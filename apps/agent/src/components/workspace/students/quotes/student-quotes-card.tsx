import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  APPLICATION_QUERY,
  errorMessage,
  useDateFormatters,
  useFormatters,
  useTRPC,
} from '@uniguide/client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@uniguide/ui';
import { NewQuoteDialog, type QuoteStudent } from './new-quote-dialog';

/** The student's quotes, newest first, each opening its page (share, PDF); and "Make a quote". */
export function StudentQuotesCard({ studentId, studentName }: QuoteStudent) {
  const { t } = useLingui();
  const format = useFormatters();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const quotes = useQuery(trpc.quote.list.queryOptions({ studentId }, APPLICATION_QUERY));
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>Quotes</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>
            First-year costs of the programs you shortlist, to share with the student by link or
            PDF.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {quotes.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(quotes.error, t`The quotes could not be loaded.`)}
          </p>
        ) : !quotes.data ? (
          <Skeleton className="h-10 w-full" />
        ) : quotes.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No quotes yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2">
            {quotes.data.map((quote) => {
              const madeOn = dates.longDate(quote.createdAt);
              const count = format.count(quote.programs.length);
              const preferredCount = format.count(quote.preferredProgramIds.length);
              return (
                <li key={quote.id}>
                  <Link
                    to="/dashboard/quotes/$quoteId"
                    params={{ quoteId: String(quote.id) }}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md border px-3 py-2 text-sm hover:bg-accent"
                  >
                    <span className="font-medium">
                      <Trans>Quote of {madeOn}</Trans>
                    </span>
                    <span className="text-muted-foreground">
                      {t({
                        message: plural(quote.programs.length, {
                          one: `${count} program`,
                          other: `${count} programs`,
                        }),
                      })}
                      {quote.rate ? ` · ${quote.rate.currency}` : ''}
                      {quote.preferredProgramIds.length > 0
                        ? t` · ${preferredCount} preferred`
                        : ''}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        <NewQuoteDialog studentId={studentId} studentName={studentName} />
      </CardContent>
    </Card>
  );
}
