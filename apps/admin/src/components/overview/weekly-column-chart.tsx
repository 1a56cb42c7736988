import { cn, ColumnChart } from '@uniguide/ui';
import { format, parseISO } from 'date-fns';
import type { ChartOverview } from '../../lib/api-types';
import { barPercent, countScale } from './chart-scale';

/**
 * New applications per week as columns, oldest week on the left and the current (still running)
 * week highlighted. Screen readers get the same figures as a table.
 */
export function WeeklyColumnChart({ data }: { data: ChartOverview['perWeek'] }) {
  const scale = countScale(Math.max(0, ...data.map((week) => week.count)));
  const total = data.reduce((sum, week) => sum + week.count, 0);

  return (
    <ColumnChart
      caption={`New applications per week, last ${data.length} weeks (${total.toLocaleString()} in all)`}
      scale={scale}
      formatTick={(tick) => tick.toLocaleString()}
      columns={data.map((week, index) => ({
        key: week.weekStart,
        label: format(parseISO(week.weekStart), 'MMM d'),
        bar: (
          <>
            <span className="mb-1 text-center text-[0.7rem] font-medium tabular-nums">
              {week.count > 0 ? week.count.toLocaleString() : ''}
            </span>
            <span
              className={cn(
                'block rounded-t-sm',
                index === data.length - 1 ? 'bg-primary' : 'bg-primary/55',
              )}
              style={{ height: `${barPercent(week.count, scale.top)}%` }}
            />
          </>
        ),
      }))}
      table={{
        caption: 'New applications per week (weeks start on Monday)',
        columns: ['Week of', 'New applications'],
        rows: data.map((week) => ({
          key: week.weekStart,
          heading: format(parseISO(week.weekStart), 'MMMM d, yyyy'),
          cells: [week.count],
        })),
      }}
    />
  );
}
