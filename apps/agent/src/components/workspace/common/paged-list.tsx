import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import { Button, Pagination } from '@uniguide/ui';
import type { Page } from '@uniguide/domain';
import type { ReactNode } from 'react';
import { LoadFailed } from '../applications/shared/load-state';

/** What PagedList reads of a list query (kept with `placeholderData: keepPreviousData`). */
export interface PagedQuery<T> {
  data: Page<T> | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * "Showing 21–40 of 57" ("of about 12,000" for an estimated total), or nothing while there is no row
 * to count.
 */
export function ShowingRange({ data }: { data: Page<unknown> | undefined }) {
  const { t } = useLingui();
  const format = useFormatters();
  if (!data || data.total === 0 || data.items.length === 0) return null;
  const first = format.count((data.page - 1) * data.pageSize + 1);
  const last = format.count((data.page - 1) * data.pageSize + data.items.length);
  // An estimate is no more precise than two significant figures above 1 000 (formatListTotal).
  const total = format.count(
    data.totalIsEstimate && data.total > 1000
      ? Number(data.total.toPrecision(2))
      : Math.round(data.total),
  );
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {data.totalIsEstimate
        ? t`Showing ${first}–${last} of about ${total}`
        : t`Showing ${first}–${last} of ${total}`}
    </p>
  );
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** Shown until the first page arrives. */
  skeleton: ReactNode;
  /** Shown when there is no row at all (with the current filter). */
  empty: ReactNode;
  errorTitle: string;
  errorFallback: string;
  /** The table for md and up; `cards` stands in for it on phones. */
  table: (items: T[]) => ReactNode;
  cards: (items: T[]) => ReactNode;
  /** Keeps the filter, drops the page: for an address past the end of the list. */
  onFirstPage: () => void;
  onPageChange: (page: number) => void;
}

/**
 * The body of a workspace list page: error, loading, past-the-end and empty states, then the rows
 * (dimmed while the next page loads) and the pagination.
 */
export function PagedList<T>({
  query,
  skeleton,
  empty,
  errorTitle,
  errorFallback,
  table,
  cards,
  onFirstPage,
  onPageChange,
}: PagedListProps<T>) {
  const data = query.data;
  if (query.isError) {
    return (
      <LoadFailed
        title={errorTitle}
        error={query.error}
        fallback={errorFallback}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!data) return skeleton;
  if (data.items.length === 0 && data.total > 0) {
    return (
      <div className="grid justify-items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">
          <Trans>This page is past the end of the list.</Trans>
        </p>
        <Button variant="outline" onClick={onFirstPage}>
          <Trans>Go to the First Page</Trans>
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) return empty;
  return (
    <div
      className={
        query.isPlaceholderData ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'
      }
      aria-busy={query.isPlaceholderData || undefined}
    >
      <div className="hidden rounded-xl border bg-card md:block">{table(data.items)}</div>
      <div className="md:hidden">{cards(data.items)}</div>
      <Pagination
        page={data.page}
        totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
        onPageChange={(next) => {
          onPageChange(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
