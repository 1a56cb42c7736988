import type { Commission } from '@uniguide/domain';
import { formatDashboardDate, formatRelative } from '@uniguide/domain/format-date';
import { usePageLanguage } from '../i18n/page-language';

/**
 * When the commission should be paid: "Apr 29, 2026", with "in 3 months" under it while it is
 * still unpaid (red once overdue).
 */
export function PayoutDate({
  commission,
}: {
  commission: Pick<Commission, 'expectedPayoutOn' | 'status' | 'overdue'>;
}) {
  const language = usePageLanguage();
  const unpaid = commission.status === 'pending' || commission.status === 'invoiced';
  return (
    <span className="grid gap-0.5">
      <time
        dateTime={commission.expectedPayoutOn}
        className={commission.overdue ? 'font-medium text-destructive' : undefined}
      >
        {formatDashboardDate(commission.expectedPayoutOn, language)}
      </time>
      {unpaid ? (
        <span className="text-xs text-muted-foreground">
          {formatRelative(commission.expectedPayoutOn, language)}
        </span>
      ) : null}
    </span>
  );
}
