import { useLingui } from '@lingui/react/macro';
import {
  createElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  type ReactNode,
} from 'react';
import {
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type MutationKey,
} from '@tanstack/react-query';
import { errorMessage, isClientError, useSession, useTRPC, useTRPCClient } from '@uniguide/client';
import type { PublicUser } from '@uniguide/domain';
import { toast } from '@uniguide/ui';

import {
  SavedProgramsContext,
  toggleLocalSavedId,
  useLocalSavedIds,
  writeLocalSavedIds,
  type SavedPrograms,
  type SyncedSavedPrograms,
} from './saved-programs-store';

// A signed-in user's bookmarks (docs/product.md §11), on the server (savedProgram.*): the ids an
// anonymous visitor stored move there once, the first time they are signed in. Apart from
// saved-programs.ts, so that a visitor's page does not carry this
// (docs/decisions/086-first-page-javascript.md).

/**
 * Moves the stored ids to the server. An id the server refuses (a program removed since) is dropped;
 * one that failed for a passing reason (offline, server error) stays for the next sign-in.
 */
export async function pushLocalSavedIds(
  ids: readonly number[],
  add: (programId: number) => Promise<unknown>,
): Promise<number[]> {
  const results = await Promise.allSettled(ids.map((programId) => add(programId)));
  return ids.filter((_, index) => {
    const result = results[index];
    return result?.status === 'rejected' && !isClientError(result.reason);
  });
}

// The push under way or last left unfinished, as "user:ids": however many bookmark buttons mount when
// the session appears, one push runs, and ids kept after a passing failure wait for the next page
// load instead of being retried in a loop.
let lastPush = '';

/** The bookmarks of `user` (or of the visitor, when null): the server's list and the stored ids. */
function useSyncedSavedPrograms(
  user: PublicUser | null,
  localIds: readonly number[],
): SavedPrograms {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const listKey = useMemo(() => trpc.savedProgram.list.queryKey(), [trpc]);
  const serverList = useQuery({ ...trpc.savedProgram.list.queryOptions(), enabled: user !== null });

  // The mutations refetch the list before they settle, so while one is pending its variables are the
  // optimistic state: every bookmark button on the page (they share the mutation cache) flips at once,
  // and a failure needs no rollback because nothing was written into the cached list.
  const refreshList = () => queryClient.invalidateQueries({ queryKey: listKey });
  const add = useMutation(
    trpc.savedProgram.add.mutationOptions({
      onError: (error) =>
        toast({
          title: t`Could not save the program`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
      onSettled: refreshList,
    }),
  );
  const remove = useMutation(
    trpc.savedProgram.remove.mutationOptions({
      onError: (error) =>
        toast({
          title: t`Could not remove the bookmark`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
      onSettled: refreshList,
    }),
  );
  const pendingAdds = usePendingProgramIds(trpc.savedProgram.add.mutationKey());
  const pendingRemoves = usePendingProgramIds(trpc.savedProgram.remove.mutationKey());

  const serverIds = useMemo(() => {
    const ids = (serverList.data ?? []).map((saved) => saved.programId);
    for (const id of pendingAdds) if (!ids.includes(id)) ids.push(id);
    return ids.filter((id) => !pendingRemoves.includes(id));
  }, [serverList.data, pendingAdds, pendingRemoves]);

  // The push goes through the plain client: one refetch at the end, and no toast per refused id.
  const client = useTRPCClient();
  useEffect(() => {
    const push = user ? `${user.id}:${localIds.join(',')}` : '';
    if (!user || localIds.length === 0 || push === lastPush) return;
    lastPush = push;
    void pushLocalSavedIds([...localIds], (programId) =>
      client.savedProgram.add.mutate({ programId }),
    ).then(async (kept) => {
      // Refetch before clearing, so the bookmarks never blink off between the two lists.
      await queryClient.invalidateQueries({ queryKey: listKey });
      lastPush = kept.length > 0 ? `${user.id}:${kept.join(',')}` : '';
      writeLocalSavedIds(kept);
    });
  }, [user, localIds, client, queryClient, listKey]);

  // Right after sign-in the stored ids are still on their way to the server: show them saved meanwhile.
  const savedIds = useMemo(
    () => (user ? [...serverIds, ...localIds.filter((id) => !serverIds.includes(id))] : localIds),
    [user, serverIds, localIds],
  );
  const addMutate = add.mutate;
  const removeMutate = remove.mutate;
  const toggle = useCallback(
    (programId: number) => {
      if (!user) return toggleLocalSavedId(programId);
      if (!savedIds.includes(programId)) return addMutate({ programId });
      if (localIds.includes(programId))
        writeLocalSavedIds(localIds.filter((id) => id !== programId));
      removeMutate({ programId });
    },
    [user, savedIds, localIds, addMutate, removeMutate],
  );
  const isSaved = useCallback((programId: number) => savedIds.includes(programId), [savedIds]);
  return useMemo(() => ({ isSaved, toggle, savedIds }), [isSaved, toggle, savedIds]);
}

/**
 * What `SavedProgramsProvider` fetches for a signed-in user: their bookmarks, handed to the provider
 * whenever they change. Renders nothing.
 */
export function SavedProgramsSync({
  user,
  localIds,
  onChange,
}: {
  user: PublicUser;
  localIds: readonly number[];
  onChange: (synced: SyncedSavedPrograms) => void;
}) {
  const saved = useSyncedSavedPrograms(user, localIds);
  // Before the browser paints: once this code has arrived, a provider mounted again (a page
  // opened) shows the saved list from its first frame, never the visitor's list for a moment.
  useLayoutEffect(() => onChange({ userId: user.id, saved }), [onChange, user.id, saved]);
  return null;
}

/** `SavedProgramsProvider` for a signed-in page that lists the bookmarks: they are there at once. */
export function SignedInSavedProgramsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const value = useSyncedSavedPrograms(session.data ?? null, useLocalSavedIds());
  return createElement(SavedProgramsContext.Provider, { value }, children);
}

function usePendingProgramIds(mutationKey: MutationKey): number[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { programId: number }).programId,
  });
}
