import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC, zodResolverInPageLanguage } from '@uniguide/client';
import { displayName, ZDeclineAgentInput } from '@uniguide/domain';
import { FormField, Textarea, toast } from '@uniguide/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../common/form-dialog';
import type { PendingAgent } from '../../lib/api-types';

const ZReason = ZDeclineAgentInput.pick({ reason: true });
type ReasonValues = { reason: string };

/** Declining needs a reason; the agent reads it in the e-mail and on their dashboard. */
export function DeclineDialog({
  agent,
  onClose,
}: {
  agent: PendingAgent | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ReasonValues>({
    resolver: zodResolverInPageLanguage(ZReason),
    defaultValues: { reason: '' },
  });
  useEffect(() => form.reset({ reason: '' }), [agent, form]);
  const decline = useMutation(
    trpc.admin.approval.decline.mutationOptions({
      onSuccess: (user) => {
        const username = user.username;
        toast({ title: t`Agent declined`, description: t`${username} has been e-mailed.` });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.approval.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.user.pathKey() });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t`Could not decline the agent`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <FormDialog
      open={agent !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Decline agent`}
      description={
        agent ? (
          <Trans>
            Tell <bdi>{displayName(agent)}</bdi> why their account was not approved.
          </Trans>
        ) : undefined
      }
      onSubmit={form.handleSubmit((values) => {
        if (agent) decline.mutate({ id: agent.id, reason: values.reason });
      })}
      pending={decline.isPending}
      submitLabel={t`Decline`}
    >
      <FormField
        id="decline-reason"
        label={t`Reason`}
        error={form.formState.errors.reason?.message}
      >
        <Textarea rows={4} {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
