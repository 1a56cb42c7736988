import { CommissionTotals, type CommissionTotalsFigures } from '@uniguide/ui';

const HINTS = {
  paid: 'Paid out to agents',
  due: 'Pending or invoiced, payout date ahead',
  overdue: 'Unpaid past the expected payout date',
} as const;

/** Paid, due and overdue totals of the commissions the filters select (every agent's by default). */
export function CommissionSummaryCards({
  totals,
}: {
  totals: CommissionTotalsFigures | undefined;
}) {
  return <CommissionTotals label="Commission totals" hints={HINTS} totals={totals} />;
}
