import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CommissionTotals } from '@uniguide/ui';
import type { EarningsSummary } from '@uniguide/domain';

const HINTS = {
  paid: msg`Commissions UniGuide has paid you.`,
  due: msg`Earned and not yet paid; the payout date is still ahead.`,
  overdue: msg`Unpaid past the expected payout date.`,
} as const;

/** The three totals of the earnings page, in AED with their commission counts. */
export function EarningsTotals({ summary }: { summary: EarningsSummary | undefined }) {
  const { t } = useLingui();
  const hints = { paid: t(HINTS.paid), due: t(HINTS.due), overdue: t(HINTS.overdue) };
  return <CommissionTotals label={t`Totals`} hints={hints} totals={summary} />;
}
