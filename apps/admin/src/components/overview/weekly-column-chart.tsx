import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import { INTL_LOCALE, type Language } from '@uniguide/domain';
import { cn, ColumnChart } from '@uniguide/ui';
import { format, parseISO } from 'date-fns';
import type { ChartOverview } from '../../lib/api-types';
import { barPercent, countScale } from './chart-scale';

/**
 * A week's start as the chart writes it: "Mar 2" under its column, "March 2, 2026" in the table.
 * Arabic month names are wider than a column, so under the columns the month is a number ("2/3").
 */
function weekLabel(weekStart: string, language: Language, long: boolean): string {
  const day = parseISO(weekStart);
  if (language === 'en') return format(day, long ? 'MMMM d, yyyy' : 'MMM d');
  return new Intl.DateTimeFormat(
    INTL_LOCALE[language],
    long ? { dateStyle: 'long' } : { month: 'numeric', day: 'numeric' },
  ).format(day);
}

/**
 * New applications per week as columns, oldest week on the left and the current (still running)
 * week highlighted. Screen readers get the same figures as a table.
 */
export function WeeklyColumnChart({ data }: { data: ChartOverview['perWeek'] }) {
  const { t } = useLingui();
  const formats = useFormatters();
  const scale = countScale(Math.max(0, ...data.map((week) => week.count)));
  const total = data.reduce((sum, week) => sum + week.count, 0);
  const weeks = data.length;
  const all = formats.count(total);

  return (
    <ColumnChart
      caption={t({
        message: plural(weeks, {
          other: `New applications per week, last # weeks (${all} in all)`,
        }),
      })}
      scale={scale}
      formatTick={(tick) => formats.count(tick)}
      columns={data.map((week, index) => ({
        key: week.weekStart,
        label: weekLabel(week.weekStart, formats.language, false),
        bar: (
          <>
            <span className="mb-1 text-center text-[0.7rem] font-medium tabular-nums">
              {week.count > 0 ? formats.count(week.count) : ''}
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
        caption: t`New applications per week (weeks start on Monday)`,
        columns: [t`Week of`, t`New applications`],
        rows: data.map((week) => ({
          key: week.weekStart,
          heading: weekLabel(week.weekStart, formats.language, true),
          cells: [week.count],
        })),
      }}
    />
  );
}
