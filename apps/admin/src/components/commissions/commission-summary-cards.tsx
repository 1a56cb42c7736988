import { useLingui } from '@lingui/react/macro';
import { CommissionTotals, type CommissionTotalsFigures } from '@uniguide/ui';

/** Paid, due and overdue totals of the commissions the filters select (every agent's by default). */
export function CommissionSummaryCards({
  totals,
}: {
  totals: CommissionTotalsFigures | undefined;
}) {
  const { t } = useLingui();
  const hints = {
    paid: t`Paid out to agents`,
    due: t`Pending or invoiced, payout date ahead`,
    overdue: t`Unpaid past the expected payout date`,
  };
  return <CommissionTotals label={t`Commission totals`} hints={hints} totals={totals} />;
}
