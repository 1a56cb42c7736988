import { useLingui } from '@lingui/react/macro';
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
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
import { toast } from '@uniguide/ui';

// Bookmarks (docs/product.md §11): a signed-in user's live on the server (savedProgram.*); an anonymous
// visitor's wait in localStorage and move to the server once, the first time they are signed in.

/** Where an anonymous visitor's bookmarks wait until they sign in. */
export const SAVED_PROGRAMS_STORAGE_KEY = 'uniguide.savedPrograms';

const EMPTY: readonly number[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: readonly number[] = EMPTY;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Safari in some private modes and sandboxed iframes throw on access.
    return undefined;
  }
}

/** Tolerates anything a user or an older version may have left under the key. */
export function parseStoredIds(raw: string | null): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** A stable array for useSyncExternalStore: the same reference until the stored text changes. */
export function readLocalSavedIds(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(SAVED_PROGRAMS_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const ids = parseStoredIds(raw);
    cachedIds = ids.length > 0 ? ids : EMPTY;
  }
  return cachedIds;
}

export function writeLocalSavedIds(ids: readonly number[]): void {
  const store = storage();
  if (store) {
    try {
      if (ids.length === 0) store.removeItem(SAVED_PROGRAMS_STORAGE_KEY);
      else store.setItem(SAVED_PROGRAMS_STORAGE_KEY, JSON.stringify([...new Set(ids)]));
    } catch {
      // A full or blocked storage only costs the visitor an unsaved bookmark.
    }
  }
  for (const listener of listeners) listener();
}

export function toggleLocalSavedId(id: number): void {
  const current = readLocalSavedIds();
  writeLocalSavedIds(current.includes(id) ? current.filter((x) => x !== id) : [...current, id]);
}

/** Also follows other tabs, so a bookmark made in one tab shows in the next. */
export function subscribeLocalSavedIds(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_PROGRAMS_STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

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

export interface SavedPrograms {
  isSaved: (programId: number) => boolean;
  toggle: (programId: number) => void;
  /** Ids in the order they were saved. */
  savedIds: readonly number[];
}

function useSavedProgramsState(): SavedPrograms {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const user = session.data ?? null;
  const localIds = useSyncExternalStore(subscribeLocalSavedIds, readLocalSavedIds, () => EMPTY);

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

const SavedProgramsContext = createContext<SavedPrograms | null>(null);

/**
 * Holds the bookmarks once for everything inside: a page of twenty program cards asks for the session,
 * the saved list and the two mutations once, not twenty times (each card's share was a fifth of the
 * server's render of /programs, docs/decisions/040-server-rendered-pages.md).
 */
export function SavedProgramsProvider({ children }: { children: ReactNode }) {
  return createElement(SavedProgramsContext.Provider, { value: useSavedProgramsState() }, children);
}

/** The bookmarks of the nearest `SavedProgramsProvider`. */
export function useSavedPrograms(): SavedPrograms {
  const saved = useContext(SavedProgramsContext);
  if (!saved) throw new Error('useSavedPrograms is used outside a SavedProgramsProvider');
  return saved;
}

function usePendingProgramIds(mutationKey: MutationKey): number[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { programId: number }).programId,
  });
}
