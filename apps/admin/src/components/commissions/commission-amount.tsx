import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import { bpsToPercent, type Commission } from '@uniguide/domain';

/**
 * The amount, with how it was worked out under it: "10% of AED 45,000", or that an admin set it
 * because the program had no tuition figure.
 */
export function CommissionAmount({
  commission,
}: {
  commission: Pick<Commission, 'amountFils' | 'rateBps' | 'tuitionFils'>;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const percent = bpsToPercent(commission.rateBps);
  return (
    <span className="grid gap-0.5">
      <span className="font-medium tabular-nums">
        {commission.amountFils === null
          ? t`To be confirmed`
          : format.aedFils(commission.amountFils)}
      </span>
      <span className="text-xs text-muted-foreground tabular-nums">
        {commission.tuitionFils === null
          ? commission.amountFils !== null
            ? t`Set by an admin (no tuition figure)`
            : t`No tuition figure`
          : t`${percent}% of ${format.aedFils(commission.tuitionFils)}`}
      </span>
    </span>
  );
}
