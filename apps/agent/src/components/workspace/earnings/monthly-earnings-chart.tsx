import { formatAedFils, type EarningsMonth } from '@uniguide/domain';
import { cn } from '@uniguide/ui';
import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { barPercent, compactAed, moneyScale } from './money-scale';

const monthDate = (month: string) => parseISO(`${month}-01`);

/**
 * Commission earned in each of the last twelve months (by completion date) as columns, the part
 * already paid in green under the part still to come. Screen readers get the figures as a table.
 */
export function MonthlyEarningsChart({ months }: { months: readonly EarningsMonth[] }) {
  const titleId = useId();
  const { top, ticks } = moneyScale(Math.max(0, ...months.map((month) => month.earnedFils)));
  const earned = months.reduce((sum, month) => sum + month.earnedFils, 0);

  return (
    <figure aria-labelledby={titleId} className="grid gap-3">
      <figcaption id={titleId} className="sr-only">
        Earnings by month, last {months.length} months ({formatAedFils(earned)} in all)
      </figcaption>
      <div aria-hidden="true" className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-2">
        <div className="relative h-48">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 text-[0.7rem] text-muted-foreground tabular-nums"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {compactAed(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-48 border-b border-l">
          {ticks.slice(1).map((tick) => (
            <span
              key={tick}
              className="absolute inset-x-0 border-t border-dashed border-border"
              style={{ bottom: `${(tick / top) * 100}%` }}
            />
          ))}
          <ol className="absolute inset-0 flex items-end gap-1 px-1 sm:gap-2 sm:px-2">
            {months.map((month) => {
              const paid = Math.min(month.paidFils, month.earnedFils);
              return (
                <li
                  key={month.month}
                  title={`${format(monthDate(month.month), 'MMMM yyyy')}: ${formatAedFils(month.earnedFils)} earned, ${formatAedFils(paid)} paid`}
                  className="flex h-full min-w-0 flex-1 flex-col justify-end"
                >
                  <span
                    className="flex flex-col justify-end overflow-hidden rounded-t-sm bg-primary/45"
                    style={{ height: `${barPercent(month.earnedFils, top)}%` }}
                  >
                    <span
                      className="block bg-success"
                      style={{
                        height: `${month.earnedFils > 0 ? (paid / month.earnedFils) * 100 : 0}%`,
                      }}
                    />
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
        <span />
        <ol className="flex gap-1 px-1 pt-1.5 sm:gap-2 sm:px-2">
          {months.map((month, index) => (
            <li
              key={month.month}
              className={cn(
                'flex min-w-0 flex-1 justify-center text-[0.65rem] whitespace-nowrap text-muted-foreground sm:text-[0.7rem]',
                // Every other month on phones, counting back from the current one (always
                // labelled): twelve labels do not fit side by side in 375 px.
                (months.length - 1 - index) % 2 === 1 && 'invisible sm:visible',
              )}
            >
              {format(monthDate(month.month), 'MMM')}
            </li>
          ))}
        </ol>
      </div>
      <ul
        aria-hidden="true"
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      >
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-success" />
          Paid
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-primary/45" />
          Not yet paid
        </li>
      </ul>
      {/* Wrapped: a table ignores the 1px width of sr-only and would widen the page on phones. */}
      <div className="sr-only">
        <table>
          <caption>Earnings by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Earned</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{format(monthDate(month.month), 'MMMM yyyy')}</th>
                <td>{formatAedFils(month.earnedFils)}</td>
                <td>{formatAedFils(month.paidFils)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
