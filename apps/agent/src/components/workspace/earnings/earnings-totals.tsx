import { CommissionTotals } from '@uniguide/ui';
import type { EarningsSummary } from '@uniguide/domain';

const HINTS = {
  paid: 'Commissions UniGuide has paid you.',
  due: 'Earned and not yet paid; the payout date is still ahead.',
  overdue: 'Unpaid past the expected payout date.',
} as const;

/** The three totals of the earnings page, in AED with their commission counts. */
export function EarningsTotals({ summary }: { summary: EarningsSummary | undefined }) {
  return <CommissionTotals label="Totals" hints={HINTS} totals={summary} />;
}
