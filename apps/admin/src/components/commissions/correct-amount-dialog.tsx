import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  errorIssues,
  errorMessage,
  useFormatters,
  useTRPC,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import {
  ZSetCommissionAmountInput,
  type Commission,
  type SetCommissionAmountInput,
} from '@uniguide/domain';
import { Button, FormField, Input, toast } from '@uniguide/ui';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog } from '../common/form-dialog';

type CorrectedCommission = Pick<Commission, 'id' | 'status' | 'studentName' | 'amountFils'>;
interface Fields {
  id: number;
  amountAed: string;
}

/** "4500.50" from 450050 fils, without floating point; '' for no amount. */
function filsToText(fils: number | null): string {
  if (fils === null) return '';
  return `${Math.trunc(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
}

/**
 * Corrects an unpaid commission's amount (admin.commissions.setAmount), e.g. one earned on a program
 * without a tuition figure ("To be confirmed"). The agent is notified by the server.
 */
export function CorrectAmountDialog({ commission }: { commission: CorrectedCommission }) {
  const { t } = useLingui();
  const format = useFormatters();
  const amountText = (fils: number | null) =>
    fils === null ? t`To be confirmed` : format.aedFils(fils);
  const student = commission.studentName;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<Fields, unknown, SetCommissionAmountInput>({
    resolver: zodResolverInPageLanguage(ZSetCommissionAmountInput) as unknown as Resolver<
      Fields,
      unknown,
      SetCommissionAmountInput
    >,
    values: { id: commission.id, amountAed: filsToText(commission.amountFils) },
  });
  const setAmount = useMutation(
    trpc.admin.commissions.setAmount.mutationOptions({
      onSuccess: async (updated) => {
        setOpen(false);
        const updatedStudent = updated.studentName;
        const amount = amountText(updated.amountFils);
        toast({
          title: t`Commission amount corrected`,
          description: t`${updatedStudent}'s commission is now ${amount}.`,
        });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (error) => {
        for (const issue of errorIssues(error)) {
          if (issue.path === 'amountAed') form.setError('amountAed', { message: issue.message });
        }
        toast({
          title: t`The amount could not be corrected`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        });
      },
    }),
  );
  if (commission.status !== 'pending' && commission.status !== 'invoiced') return null;
  const missing = commission.amountFils === null;

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-start px-0 text-xs"
          aria-label={
            missing
              ? t`Set the amount of ${student}'s commission`
              : t`Correct the amount of ${student}'s commission`
          }
        >
          <PencilIcon aria-hidden="true" />
          {missing ? t`Set amount` : t`Correct`}
        </Button>
      }
      title={missing ? t`Set the commission amount` : t`Correct the commission amount`}
      description={
        missing ? (
          <Trans>
            <bdi>{student}</bdi>&apos;s program had no tuition figure, so the amount is still to be
            confirmed. The agent is notified of the change.
          </Trans>
        ) : (
          <Trans>
            <bdi>{student}</bdi>&apos;s commission is currently {amountText(commission.amountFils)}.
            The agent is notified of the change.
          </Trans>
        )
      }
      contentClassName="sm:max-w-md"
      // The schema reads the text as fils; the call sends it as AED text again, exactly.
      onSubmit={form.handleSubmit((values) =>
        setAmount.mutate({ id: values.id, amountAed: filsToText(values.amountAed) }),
      )}
      pending={setAmount.isPending}
      submitLabel={t`Save amount`}
    >
      <FormField
        id={`commission-${commission.id}-amount`}
        label={t`Amount (AED)`}
        required
        description={t`Up to two decimals, e.g. 4500.50.`}
        error={form.formState.errors.amountAed?.message}
      >
        <Input inputMode="decimal" {...form.register('amountAed')} />
      </FormField>
    </FormDialog>
  );
}
