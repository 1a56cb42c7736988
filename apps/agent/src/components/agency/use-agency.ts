import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { toast } from '@uniguide/ui';

/** The signed-in agent's agency (members, their role, open invites). */
export function useAgency() {
  const trpc = useTRPC();
  return useQuery(trpc.agency.mine.queryOptions());
}

/** After any agency change: the agency, and every list whose rows may have moved between members. */
export function useRefreshAgency() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** A toast for a failed agency action, with the server's own message. */
export function failed(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
}

export { useMutation };
