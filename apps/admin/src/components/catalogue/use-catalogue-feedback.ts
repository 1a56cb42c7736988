import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { toast } from '@uniguide/ui';

/** After a catalogue change: refresh what the console and the public catalogue show, and say how it went. */
export function useCatalogueFeedback() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    succeeded: async (title: string, description?: string) => {
      toast({ title, description });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.program.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.university.pathKey() }),
      ]);
    },
    failed: (title: string, error: unknown) => {
      toast({
        title,
        description: errorMessage(error, t`Please try again.`),
        variant: 'destructive',
      });
    },
  };
}
