import type { Ref } from 'react';
import { formatCount, formatListTotal } from '@uniguide/client';

import { CATALOGUE_PAGE_SIZE } from './catalogue-search';

export interface ResultsSummaryProps {
  ref?: Ref<HTMLParagraphElement>;
  page: number;
  total: number;
  /** The total is estimated: "of about 2,300 programs". */
  totalIsEstimate?: boolean;
  shown: number;
  loading: boolean;
  failed: boolean;
}

/**
 * The results count, announced politely when filters change. It is also where focus lands after
 * "Apply Filters" and a page turn, so keyboard users continue from the results.
 */
export function ResultsSummary({
  ref,
  page,
  total,
  totalIsEstimate = false,
  shown,
  loading,
  failed,
}: ResultsSummaryProps) {
  let text = '';
  if (loading) text = 'Loading programs…';
  else if (failed) text = '';
  else if (total === 0) text = 'No programs found';
  else {
    const first = (page - 1) * CATALOGUE_PAGE_SIZE + 1;
    const last = first + shown - 1;
    const noun = total === 1 ? 'program' : 'programs';
    text =
      total <= CATALOGUE_PAGE_SIZE && page === 1 && !totalIsEstimate
        ? `${formatCount(total)} ${noun} found`
        : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatListTotal(total, totalIsEstimate)} ${noun}`;
  }

  return (
    <p
      ref={ref}
      tabIndex={-1}
      aria-live="polite"
      className="scroll-mt-24 text-sm text-muted-foreground outline-none"
    >
      {text}
    </p>
  );
}
