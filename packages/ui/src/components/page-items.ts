export type PageItem = number | 'gap';

/** Up to this many pages are all listed; beyond it the pager skips with gaps. */
const LIST_ALL_UP_TO = 7;

/**
 * The page numbers a pager shows: always the first and last page, the current page with one
 * neighbour each side, and a gap marker where numbers are skipped. A gap of exactly one page shows
 * that page instead, since "…" would take the same room and hide it.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= LIST_ALL_UP_TO) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), totalPages);
  const shown = new Set([1, totalPages, page - 1, page, page + 1]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const n of numbers) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}
