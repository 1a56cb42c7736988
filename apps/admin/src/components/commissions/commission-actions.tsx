import { Trans } from '@lingui/react/macro';
import { cn } from '@uniguide/ui';
import { commissionMoves } from './commission-moves';
import { MoveCommissionButton } from './move-commission-button';

/** Every move the commission allows, as buttons; nothing for a reversed one. */
export function CommissionActions({
  commission,
  className,
}: {
  commission: Parameters<typeof MoveCommissionButton>[0]['commission'];
  className?: string;
}) {
  const moves = commissionMoves(commission.status);
  if (moves.length === 0) {
    return (
      <span className="text-xs text-muted-foreground">
        <Trans>No actions</Trans>
      </span>
    );
  }
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {moves.map((move) => (
        <MoveCommissionButton key={move.to} commission={commission} move={move} />
      ))}
    </div>
  );
}
