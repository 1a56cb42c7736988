import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { COMMISSION_STATUS_LABELS, formatAedFils, type Commission } from '@uniguide/domain';
import { ConfirmAction, toast } from '@uniguide/ui';
import { BanknoteIcon, FileCheckIcon, Undo2Icon } from 'lucide-react';
import type { CommissionMove } from './commission-moves';

type MovedCommission = Pick<
  Commission,
  'id' | 'status' | 'studentName' | 'agentName' | 'amountFils' | 'programName' | 'universityName'
>;

const ICON = { invoiced: FileCheckIcon, paid: BanknoteIcon, pending: Undo2Icon } as const;

/**
 * One status move of a commission (admin.commissions.move) after a confirmation; the lists and
 * totals refresh and a toast says how it went. The agent is notified by the server.
 */
export function MoveCommissionButton({
  commission,
  move,
}: {
  commission: MovedCommission;
  move: CommissionMove;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.admin.commissions.move.mutationOptions({
      onSuccess: async () => {
        toast({
          title: move.done,
          description: `${commission.studentName}'s commission (${formatAedFils(commission.amountFils)}) for ${commission.agentName}.`,
        });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (error) => {
        toast({
          title: 'The commission could not be updated',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );
  const Icon = move.undo ? Undo2Icon : ICON[move.to];
  const target = COMMISSION_STATUS_LABELS[move.to].toLowerCase();

  return (
    <ConfirmAction
      label={move.label}
      icon={Icon}
      variant={move.undo ? 'ghost' : 'outline'}
      size="sm"
      pending={mutation.isPending}
      aria-label={`${move.label}: ${commission.studentName}, ${commission.agentName}`}
      heading={
        move.undo
          ? `Move ${commission.studentName}'s commission back to ${target}?`
          : `Mark ${commission.studentName}'s commission as ${target}?`
      }
      description={
        <>
          {formatAedFils(commission.amountFils)} to {commission.agentName} for{' '}
          {commission.programName}, {commission.universityName}. It is now{' '}
          {COMMISSION_STATUS_LABELS[commission.status].toLowerCase()}; the agent is notified of the
          change.
        </>
      }
      onConfirm={() => mutation.mutate({ id: commission.id, status: move.to })}
    />
  );
}
