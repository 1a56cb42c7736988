import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  APPLICATION_QUERY,
  errorStatus,
  isClientError,
  useDateFormatters,
  useFormatters,
  useTRPC,
} from '@uniguide/client';
import { BRAND, type Quote } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { ArrowLeftIcon, DownloadIcon } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { parseId } from '../../../catalogue/parse-id';
import { QuoteProgramCard, RateNote } from '../../../quote/quote-programs';
import { AgencyHeader } from '../../../quote/agency-header';
import { LoadFailed } from '../../applications/shared/load-state';
import { FormPageSkeleton } from '../../applications/shared/page-skeleton';
import { ShareLinksCard } from './share-links-card';
import { StudentsNotice } from '../detail/student-not-found';

function QuoteView({ quote }: { quote: Quote }) {
  const { t } = useLingui();
  const format = useFormatters();
  const dates = useDateFormatters();
  const preferred = new Set(quote.preferredProgramIds);
  const studentName = quote.studentName;
  const madeOn = dates.longDate(quote.createdAt);
  const programCount = format.count(quote.programs.length);
  const preferredCount = format.count(preferred.size);
  const agencyName = quote.agency.name;
  const brand = BRAND.name;
  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ms-2 max-w-full">
          <Link
            to="/dashboard/students/$studentId"
            params={{ studentId: String(quote.studentId) }}
            title={t`Back to ${studentName}`}
          >
            <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
            {/* The name truncates in its own direction: a Latin name in Arabic keeps its start. */}
            <span className="flex min-w-0 items-baseline gap-1">
              <Trans>
                Back to <bdi className="min-w-0 truncate">{studentName}</bdi>
              </Trans>
            </span>
          </Link>
        </Button>
      </div>
      <AgencyHeader agency={quote.agency} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            <Trans>
              Quote for <bdi>{studentName}</bdi>
            </Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            {t({
              message: plural(quote.programs.length, {
                one: `Made on ${madeOn} · ${programCount} program`,
                other: `Made on ${madeOn} · ${programCount} programs`,
              }),
            })}
            {preferred.size > 0 ? t` · the student prefers ${preferredCount}` : ''}
          </p>
          <RateNote rate={quote.rate} />
        </div>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <a href={`/api/quotes/${quote.id}/pdf`} download>
            <Trans>
              <DownloadIcon aria-hidden="true" />
              Download PDF
            </Trans>
          </a>
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-label={t`Quoted programs`} className="grid content-start gap-4">
          {quote.programs.map((program) => (
            <QuoteProgramCard
              key={program.programId}
              program={program}
              rate={quote.rate}
              highlighted={preferred.has(program.programId)}
            >
              {preferred.has(program.programId) ? (
                <p className="text-sm font-medium text-primary">
                  <Trans>The student prefers this program.</Trans>
                </p>
              ) : null}
            </QuoteProgramCard>
          ))}
          <p className="text-xs text-muted-foreground">
            <Trans>
              Prepared by <bdi>{agencyName}</bdi> with {brand}. No figure is estimated.
            </Trans>
          </p>
        </section>
        <aside className="grid content-start gap-6">
          <ShareLinksCard studentId={quote.studentId} quoteId={quote.id} />
        </aside>
      </div>
    </div>
  );
}

/** /dashboard/quotes/{id}: the quote as the student will see it, its PDF and its links. */
export function QuotePage({ quoteId }: { quoteId: string }) {
  const { t } = useLingui();
  const id = parseId(quoteId);
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.quote.byId.queryOptions({ id: id ?? 0 }, APPLICATION_QUERY),
    enabled: id !== undefined,
  });
  const quote = query.data;
  const missing =
    id === undefined ||
    (query.isError && isClientError(query.error) && errorStatus(query.error) !== 401);
  const studentName = quote?.studentName ?? '';
  usePageTitle(quote ? t`Quote for ${studentName}` : t`Quote`, t`A quote for a student.`);
  if (missing) {
    return (
      <StudentsNotice title={<Trans>Quote Not Found</Trans>}>
        <Trans>The quote may not exist or you don&apos;t have permission to access it.</Trans>
      </StudentsNotice>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        title={t`Could Not Load the Quote`}
        error={query.error}
        fallback={t`There was a problem loading this quote. Please try again later.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!quote) return <FormPageSkeleton label={t`Loading quote…`} />;
  return <QuoteView quote={quote} />;
}
