import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useFormatters, useTRPC } from '@uniguide/client';
import type { Commission } from '@uniguide/domain';
import { ConfirmAction, toast, useCommissionStatusLabel } from '@uniguide/ui';
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
  const { t } = useLingui();
  const format = useFormatters();
  const commissionStatus = useCommissionStatusLabel();
  const amount =
    commission.amountFils === null ? t`To be confirmed` : format.aedFils(commission.amountFils);
  const { studentName: student, agentName: agent, programName: program } = commission;
  const university = commission.universityName;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.admin.commissions.move.mutationOptions({
      onSuccess: async () => {
        toast({
          title: t(move.done),
          description: t`${student}'s commission (${amount}) for ${agent}.`,
        });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (error) => {
        toast({
          title: t`The commission could not be updated`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        });
      },
    }),
  );
  const Icon = move.undo ? Undo2Icon : ICON[move.to];
  const target = commissionStatus(move.to).toLowerCase();
  const current = commissionStatus(commission.status).toLowerCase();
  const label = t(move.label);

  return (
    <ConfirmAction
      label={label}
      icon={Icon}
      variant={move.undo ? 'ghost' : 'outline'}
      size="sm"
      pending={mutation.isPending}
      aria-label={t`${label}: ${student}, ${agent}`}
      heading={
        move.undo
          ? t`Move ${student}'s commission back to ${target}?`
          : t`Mark ${student}'s commission as ${target}?`
      }
      description={
        <Trans>
          {amount} to <bdi>{agent}</bdi> for <bdi>{program}</bdi>, <bdi>{university}</bdi>. It is
          now {current}; the agent is notified of the change.
        </Trans>
      }
      onConfirm={() => mutation.mutate({ id: commission.id, status: move.to })}
    />
  );
}
