import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { toast } from '@uniguide/ui';

/** Sends a failed or held message again; the outbox lists reload to show it queued. */
export function useRetryMessage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.outbox.retry.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Message queued', description: 'It will be sent again shortly.' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.outbox.pathKey() });
      },
      onError: (error) =>
        toast({
          title: 'Could not send the message again',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
}

/** Runs a dead job again as a fresh job on its own queue. */
export function useRetryDeadJob() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.outbox.retryDeadJob.mutationOptions({
      onSuccess: (result) => {
        toast({ title: 'Job queued again', description: `A new ${result.queue} job was sent.` });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.outbox.pathKey() });
      },
      onError: (error) =>
        toast({
          title: 'Could not retry the job',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
}
