import { bpsToPercent, formatAedFils, type Commission } from '@uniguide/domain';

/**
 * The amount, with how it was worked out under it: "10% of AED 45,000", or that an admin set it
 * because the program had no tuition figure.
 */
export function CommissionAmount({
  commission,
}: {
  commission: Pick<Commission, 'amountFils' | 'rateBps' | 'tuitionFils'>;
}) {
  return (
    <span className="grid gap-0.5">
      <span className="font-medium tabular-nums">{formatAedFils(commission.amountFils)}</span>
      <span className="text-xs text-muted-foreground tabular-nums">
        {commission.tuitionFils === null
          ? commission.amountFils !== null
            ? 'Set by an admin (no tuition figure)'
            : 'No tuition figure'
          : `${bpsToPercent(commission.rateBps)}% of ${formatAedFils(commission.tuitionFils)}`}
      </span>
    </span>
  );
}
