import { cn } from '@uniguide/ui';
import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import type { ChartOverview } from '../../lib/api-types';
import { barPercent, countScale } from './chart-scale';

function weekLabel(weekStart: string): string {
  return format(parseISO(weekStart), 'MMM d');
}

/**
 * New applications per week as columns, oldest week on the left and the current (still running)
 * week highlighted. Screen readers get the same figures as a table.
 */
export function WeeklyColumnChart({ data }: { data: ChartOverview['perWeek'] }) {
  const titleId = useId();
  const { top, ticks } = countScale(Math.max(0, ...data.map((week) => week.count)));
  const total = data.reduce((sum, week) => sum + week.count, 0);

  return (
    <figure aria-labelledby={titleId} className="relative grid gap-2">
      <figcaption id={titleId} className="sr-only">
        New applications per week, last {data.length} weeks ({total.toLocaleString()} in all)
      </figcaption>
      <div aria-hidden="true" className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-2">
        <div className="relative h-48">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 text-[0.7rem] text-muted-foreground tabular-nums"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {tick.toLocaleString()}
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
            {data.map((week, index) => (
              <li key={week.weekStart} className="flex h-full min-w-0 flex-1 flex-col justify-end">
                <span className="mb-1 text-center text-[0.7rem] font-medium tabular-nums">
                  {week.count > 0 ? week.count.toLocaleString() : ''}
                </span>
                <span
                  className={cn(
                    'block rounded-t-sm',
                    index === data.length - 1 ? 'bg-primary' : 'bg-primary/55',
                  )}
                  style={{ height: `${barPercent(week.count, top)}%` }}
                />
              </li>
            ))}
          </ol>
        </div>
        <span />
        <ol className="flex gap-1 px-1 pt-1.5 sm:gap-2 sm:px-2">
          {data.map((week, index) => (
            <li
              key={week.weekStart}
              className={cn(
                // min-w-0 lets a date be wider than its column: it spills over its (hidden) neighbours.
                'flex min-w-0 flex-1 justify-center text-[0.65rem] whitespace-nowrap text-muted-foreground sm:text-[0.7rem]',
                // Every other week on phones: twelve dates do not fit side by side in 375 px.
                index % 2 === 1 && 'invisible sm:visible',
              )}
            >
              {weekLabel(week.weekStart)}
            </li>
          ))}
        </ol>
      </div>
      {/* Wrapped: a table ignores the 1px width of sr-only and would widen the page on phones. */}
      <div className="sr-only">
        <table>
          <caption>New applications per week (weeks start on Monday)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">New applications</th>
            </tr>
          </thead>
          <tbody>
            {data.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{format(parseISO(week.weekStart), 'MMMM d, yyyy')}</th>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
