import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import { ColumnChart } from '@uniguide/ui';
import { INTL_LOCALE, type EarningsMonth, type Language } from '@uniguide/domain';
import { format, parseISO } from 'date-fns';
import { barPercent, compactAed, moneyScale } from './money-scale';

const monthDate = (month: string) => parseISO(`${month}-01`);

/** A month's name, short ("Mar") or with its year ("March 2026"): English as before, others by Intl. */
function monthName(month: string, long: boolean, language: Language): string {
  if (language === 'en') return format(monthDate(month), long ? 'MMMM yyyy' : 'MMM');
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    month: long ? 'long' : 'short',
    ...(long ? { year: 'numeric' } : {}),
  }).format(monthDate(month));
}

/**
 * Commission earned in each of the last twelve months (by completion date) as columns, the part
 * already paid in green under the part still to come. Screen readers get the figures as a table.
 */
export function MonthlyEarningsChart({ months }: { months: readonly EarningsMonth[] }) {
  const { t } = useLingui();
  const formatters = useFormatters();
  const { language } = formatters;
  const monthCount = formatters.count(months.length);
  const scale = moneyScale(Math.max(0, ...months.map((month) => month.earnedFils)));
  const earned = months.reduce((sum, month) => sum + month.earnedFils, 0);
  // An empty axis from 0 to AED 1 says less than a sentence.
  if (earned === 0)
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        <Trans>
          No commission earned in the last {monthCount} months yet. It shows here once an
          application is completed.
        </Trans>
      </p>
    );

  return (
    <ColumnChart
      caption={t`Earnings by month, last ${monthCount} months (${formatters.aedFils(earned)} in all)`}
      scale={scale}
      formatTick={compactAed}
      columns={months.map((month) => {
        const paid = Math.min(month.paidFils, month.earnedFils);
        const name = monthName(month.month, true, language);
        const earnedAmount = formatters.aedFils(month.earnedFils);
        const paidAmount = formatters.aedFils(paid);
        return {
          key: month.month,
          label: monthName(month.month, false, language),
          title: t`${name}: ${earnedAmount} earned, ${paidAmount} paid`,
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
            <Trans>
              <span className="size-2.5 rounded-sm bg-success" />
              Paid
            </Trans>
          </li>
          <li className="flex items-center gap-1.5">
            <Trans>
              <span className="size-2.5 rounded-sm bg-primary/45" />
              Not yet paid
            </Trans>
          </li>
        </ul>
      }
      table={{
        caption: t`Earnings by month`,
        columns: [t`Month`, t`Earned`, t`Paid`],
        rows: months.map((month) => ({
          key: month.month,
          heading: monthName(month.month, true, language),
          cells: [formatters.aedFils(month.earnedFils), formatters.aedFils(month.paidFils)],
        })),
      }}
    />
  );
}
