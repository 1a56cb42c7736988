import { ColumnChart } from '@uniguide/ui';
import { formatAedFils, type EarningsMonth } from '@uniguide/domain';
import { format, parseISO } from 'date-fns';
import { barPercent, compactAed, moneyScale } from './money-scale';

const monthDate = (month: string) => parseISO(`${month}-01`);

/**
 * Commission earned in each of the last twelve months (by completion date) as columns, the part
 * already paid in green under the part still to come. Screen readers get the figures as a table.
 */
export function MonthlyEarningsChart({ months }: { months: readonly EarningsMonth[] }) {
  const scale = moneyScale(Math.max(0, ...months.map((month) => month.earnedFils)));
  const earned = months.reduce((sum, month) => sum + month.earnedFils, 0);
  // An empty axis from 0 to AED 1 says less than a sentence.
  if (earned === 0)
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        No commission earned in the last {months.length} months yet. It shows here once an
        application is completed.
      </p>
    );

  return (
    <ColumnChart
      caption={`Earnings by month, last ${months.length} months (${formatAedFils(earned)} in all)`}
      scale={scale}
      formatTick={compactAed}
      columns={months.map((month) => {
        const paid = Math.min(month.paidFils, month.earnedFils);
        return {
          key: month.month,
          label: format(monthDate(month.month), 'MMM'),
          title: `${format(monthDate(month.month), 'MMMM yyyy')}: ${formatAedFils(month.earnedFils)} earned, ${formatAedFils(paid)} paid`,
          bar: (
            <span
              className="flex flex-col justify-end overflow-hidden rounded-t-sm bg-primary/45"
              style={{ height: `${barPercent(month.earnedFils, scale.top)}%` }}
            >
              <span
                className="block bg-success"
                style={{
                  height: `${month.earnedFils > 0 ? (paid / month.earnedFils) * 100 : 0}%`,
                }}
              />
            </span>
          ),
        };
      })}
      legend={
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
      }
      table={{
        caption: 'Earnings by month',
        columns: ['Month', 'Earned', 'Paid'],
        rows: months.map((month) => ({
          key: month.month,
          heading: format(monthDate(month.month), 'MMMM yyyy'),
          cells: [formatAedFils(month.earnedFils), formatAedFils(month.paidFils)],
        })),
      }}
    />
  );
}
