import { Button } from '@uniguide/ui';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { pageItems } from './page-items';

/**
 * "Showing 21–40 of 132" and the pager under a table. Phones get "Page 2 of 7" between Previous and
 * Next: nine number buttons do not fit in 375 px.
 */
export function TablePagination({
  page,
  pageSize,
  total,
  shown,
  noun,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  /** Plural, for the count: "applications". */
  noun: string;
  onPageChange: (page: number) => void;
}) {
  // An empty table already says so in its own words ("No applications found").
  if (total === 0) return null;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = shown === 0 ? 0 : first + shown - 1;

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()} {noun}
      </p>
      {totalPages > 1 ? (
        <nav aria-label="Pagination" className="flex items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Button>
          <p className="px-3 text-sm text-muted-foreground sm:hidden">
            Page {page} of {totalPages}
          </p>
          <ul className="hidden items-center gap-1 sm:flex">
            {pageItems(page, totalPages).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
                  …
                </li>
              ) : (
                <li key={item}>
                  <Button
                    variant={item === page ? 'default' : 'ghost'}
                    size="sm"
                    className="min-w-8"
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={`Page ${item}`}
                    onClick={() => onPageChange(item)}
                  >
                    {item}
                  </Button>
                </li>
              ),
            )}
          </ul>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
