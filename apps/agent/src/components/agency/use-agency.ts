import { useLingui } from '@lingui/react/macro';
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
export function failed(title: string, fallback = 'Please try again.') {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

/** `failed` in the page's language: the caller's title, and the fallback as a message. */
export function useFailed() {
  const { t } = useLingui();
  const fallback = t`Please try again.`;
  return (title: string) => failed(title, fallback);
}

export { useMutation };
