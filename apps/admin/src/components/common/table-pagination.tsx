import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@uniguide/ui';
import { formatListTotal, useFormatters } from '@uniguide/client';

/** What a paged list counts, for its "Showing 21–40 of 132 applications" line. */
export type ListNoun =
  | 'applications'
  | 'agencies'
  | 'unpaid commissions'
  | 'commissions'
  | 'users'
  | 'entries'
  | 'messages'
  | 'programs'
  | 'agents waiting'
  | 'threads'
  | 'versions';

/**
 * "Showing 21–40 of 132 applications" ("of about 12,000 applications" for an estimated total) and
 * the pager under a table. Each noun is a whole message, so Arabic words the count itself.
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
  /** What the list counts: "applications". */
  noun: ListNoun;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  // An empty table already says so in its own words ("No applications found").
  if (total === 0) return null;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = format.count(shown === 0 ? 0 : (page - 1) * pageSize + 1);
  const last = format.count(shown === 0 ? 0 : (page - 1) * pageSize + shown);
  const rounded = total > 1000 ? Number(total.toPrecision(2)) : Math.round(total);
  const estimate = format.count(rounded);
  const of =
    format.language === 'en'
      ? formatListTotal(total, totalIsEstimate)
      : totalIsEstimate
        ? t`about ${estimate}`
        : format.count(total);

  const summaries: Record<ListNoun, () => string> = {
    applications: () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} applications` }) }),
    agencies: () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} agencies` }) }),
    'unpaid commissions': () =>
      t({
        message: plural(total, { other: `Showing ${first}–${last} of ${of} unpaid commissions` }),
      }),
    commissions: () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} commissions` }) }),
    users: () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} users` }) }),
    entries: () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} entries` }) }),
    messages: () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} messages` }) }),
    programs: () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} programs` }) }),
    'agents waiting': () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} agents waiting` }) }),
    threads: () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} threads` }) }),
    versions: () =>
      t({ message: plural(total, { other: `Showing ${first}–${last} of ${of} versions` }) }),
  };

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summaries[noun]()}
      </p>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </div>
  );
}
