import { Card, Skeleton } from '@uniguide/ui';
import type { Page } from '@uniguide/domain';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { TablePagination, type ListNoun } from './table-pagination';

/** What a list needs of its query (a TanStack Query result). */
interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListCardProps<T> {
  query: ListQuery<T>;
  /** Shown with a retry when the query fails: "The users could not be loaded." */
  failedTitle: string;
  /** Read to screen readers while the first page loads: "Loading users…" */
  loadingLabel: string;
  /** Placeholder rows while loading, about one screen of the list. */
  skeletonRows: number;
  /** The placeholder row's height class: taller rows, taller placeholders. */
  skeletonRowClassName?: string;
  /** The loaded list: a table, or cards on phones. */
  children: (data: T) => ReactNode;
}

/**
 * A list's three states in one frame: the failure with a retry, placeholder rows while it first
 * loads, then the list, marked busy while a newer page loads behind it.
 */
export function ListCard<T>({
  query,
  failedTitle,
  loadingLabel,
  skeletonRows,
  skeletonRowClassName = 'h-10',
  children,
  footer,
}: ListCardProps<T> & {
  /** Under the card once loaded, e.g. the pager. */
  footer?: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <LoadFailed title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      <Card className="gap-0 overflow-hidden py-0" aria-busy={query.isFetching}>
        {query.data ? (
          children(query.data)
        ) : (
          <div className="grid gap-2 p-4" aria-busy="true">
            <span className="sr-only" role="status">
              {loadingLabel}
            </span>
            {Array.from({ length: skeletonRows }, (_, index) => (
              <Skeleton key={index} className={`${skeletonRowClassName} w-full`} />
            ))}
          </div>
        )}
      </Card>
      {query.data && footer ? footer(query.data) : null}
    </>
  );
}

/** A {@link ListCard} for a server-paged list, with the count and the pager under it. */
export function PagedListCard<T extends Page<unknown>>({
  noun,
  onPageChange,
  ...card
}: ListCardProps<T> & {
  /** What the list counts: "applications". */
  noun: ListNoun;
  onPageChange: (page: number) => void;
}) {
  return (
    <ListCard
      {...card}
      footer={(data) => (
        <TablePagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          totalIsEstimate={data.totalIsEstimate}
          shown={data.items.length}
          noun={noun}
          onPageChange={onPageChange}
        />
      )}
    />
  );
}
