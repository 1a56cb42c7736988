import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { toast } from '@uniguide/ui';

/**
 * What every change to an account does afterwards: refresh everything the console shows (lists,
 * counters, the user's page, the audit log) and say how it went.
 */
export function useUserMutationFeedback() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    succeeded: async (title: string, description: string) => {
      toast({ title, description });
      await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
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
