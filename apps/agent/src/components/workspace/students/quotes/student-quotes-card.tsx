import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { APPLICATION_QUERY, errorMessage, formatLongDate, useTRPC } from '@uniguide/client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@uniguide/ui';
import { NewQuoteDialog } from './new-quote-dialog';

/** The student's quotes, newest first, each opening its page (share, PDF); and "Make a quote". */
export function StudentQuotesCard({
  studentId,
  studentName,
}: {
  studentId: number;
  studentName: string;
}) {
  const trpc = useTRPC();
  const quotes = useQuery(trpc.quote.list.queryOptions({ studentId }, APPLICATION_QUERY));
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Quotes</h2>
        </CardTitle>
        <CardDescription>
          First-year costs of the programs you shortlist, to share with the student by link or PDF.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {quotes.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(quotes.error, 'The quotes could not be loaded.')}
          </p>
        ) : !quotes.data ? (
          <Skeleton className="h-10 w-full" />
        ) : quotes.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No quotes yet.</p>
        ) : (
          <ul className="grid gap-2">
            {quotes.data.map((quote) => (
              <li key={quote.id}>
                <Link
                  to="/dashboard/quotes/$quoteId"
                  params={{ quoteId: String(quote.id) }}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md border px-3 py-2 text-sm hover:bg-accent"
                >
                  <span className="font-medium">Quote of {formatLongDate(quote.createdAt)}</span>
                  <span className="text-muted-foreground">
                    {quote.programs.length} {quote.programs.length === 1 ? 'program' : 'programs'}
                    {quote.rate ? ` · ${quote.rate.currency}` : ''}
                    {quote.preferredProgramIds.length > 0
                      ? ` · ${quote.preferredProgramIds.length} preferred`
                      : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <NewQuoteDialog studentId={studentId} studentName={studentName} />
      </CardContent>
    </Card>
  );
}
