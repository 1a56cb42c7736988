import type { Ref } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatListTotal, useFormatters } from '@uniguide/client';

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
  const { t } = useLingui();
  const format = useFormatters();
  let text = '';
  if (loading) text = t`Loading programs…`;
  else if (failed) text = '';
  else if (total === 0) text = t`No programs found`;
  else {
    const first = format.count((page - 1) * CATALOGUE_PAGE_SIZE + 1);
    const last = format.count((page - 1) * CATALOGUE_PAGE_SIZE + shown);
    const count = format.count(total);
    // An estimate reads "about 12,000" in English; the Arabic message words it itself.
    const of = format.language === 'en' ? formatListTotal(total, totalIsEstimate) : count;
    text =
      total <= CATALOGUE_PAGE_SIZE && page === 1 && !totalIsEstimate
        ? t({
            message: plural(total, {
              one: `${count} program found`,
              other: `${count} programs found`,
            }),
          })
        : t({
            message: plural(total, {
              one: `Showing ${first}–${last} of ${of} program`,
              other: `Showing ${first}–${last} of ${of} programs`,
            }),
          });
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
