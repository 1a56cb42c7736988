import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { toast } from '@uniguide/ui';

/** Sends a failed or held message again; the outbox lists reload to show it queued. */
export function useRetryMessage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.outbox.retry.mutationOptions({
      onSuccess: () => {
        toast({ title: t`Message queued`, description: t`It will be sent again shortly.` });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.outbox.pathKey() });
      },
      onError: (error) =>
        toast({
          title: t`Could not send the message again`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
}

/** Runs a dead job again as a fresh job on its own queue. */
export function useRetryDeadJob() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.outbox.retryDeadJob.mutationOptions({
      onSuccess: (result) => {
        const queue = result.queue;
        toast({ title: t`Job queued again`, description: t`A new ${queue} job was sent.` });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.outbox.pathKey() });
      },
      onError: (error) =>
        toast({
          title: t`Could not retry the job`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
}
