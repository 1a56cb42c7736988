import { useLingui } from '@lingui/react/macro';
import { type DateInput, useDateFormatters } from '@uniguide/client';
import { cn } from '@uniguide/ui';

/**
 * docs/product.md §3: application screens show a long date ("April 29th, 2025") with a relative "3 days ago"
 * under it; a table's column takes the short "Apr 29, 2025" so the row fits a laptop screen. The
 * machine-readable date goes in <time> for assistive tech and copy-paste.
 */
export function DatedValue({
  value,
  empty,
  short = false,
  className,
}: {
  value: DateInput;
  /** Shown when there is no date, e.g. a draft's submission date. */
  empty?: string;
  /** "Apr 29, 2025" in place of "April 29th, 2025". */
  short?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const long = short ? dates.dashboardDate(value) : dates.longDate(value);
  if (!long) {
    return <span className={cn('text-muted-foreground', className)}>{empty ?? t`Not yet`}</span>;
  }
  const iso = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : '';
  return (
    <span className={cn('grid', className)}>
      <time dateTime={iso}>{long}</time>
      <span className="text-xs text-muted-foreground">{dates.relative(value)}</span>
    </span>
  );
}
