import { formatDashboardDate, formatRelative } from '@uniguide/client';
import type { Commission } from '@uniguide/domain';

/**
 * When the commission should be paid: "Apr 29, 2026", with "in 3 months" under it while it is
 * still unpaid (red once overdue).
 */
export function PayoutDate({
  commission,
}: {
  commission: Pick<Commission, 'expectedPayoutOn' | 'status' | 'overdue'>;
}) {
  const unpaid = commission.status === 'pending' || commission.status === 'invoiced';
  return (
    <span className="grid">
      <time
        dateTime={commission.expectedPayoutOn}
        className={commission.overdue ? 'font-medium text-destructive' : undefined}
      >
        {formatDashboardDate(commission.expectedPayoutOn)}
      </time>
      {unpaid ? (
        <span className="text-xs text-muted-foreground">
          {formatRelative(commission.expectedPayoutOn)}
        </span>
      ) : null}
    </span>
  );
}

/** An invoiced or paid date, or a dash while it has not happened. */
export function EventDate({ value }: { value: string | null }) {
  const text = formatDashboardDate(value);
  if (!text || !value) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">Not yet</span>
      </span>
    );
  }
  return <time dateTime={value}>{text}</time>;
}
