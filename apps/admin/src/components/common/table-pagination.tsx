import { Pagination } from '@uniguide/ui';
import { formatCount, formatListTotal } from '@uniguide/client';

/**
 * "Showing 21–40 of 132 applications" ("of about 12,000 applications" for an estimated total) and
 * the pager under a table.
 */
export function TablePagination({
  page,
  pageSize,
  total,
  totalIsEstimate = false,
  shown,
  noun,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The total is estimated from a sample. */
  totalIsEstimate?: boolean;
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
        Showing {formatCount(first)}–{formatCount(last)} of{' '}
        {formatListTotal(total, totalIsEstimate)} {noun}
      </p>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </div>
  );
}
