import { createElement, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '@uniguide/client';

import {
  SavedProgramsContext,
  toggleLocalSavedId,
  useLocalSavedIds,
  type SavedPrograms,
  type SyncedSavedPrograms,
} from './saved-programs-store';

// A signed-in user's bookmarks live on the server: the code that reads and writes them is fetched
// once the session is signed in, so a visitor's page does not carry it
// (docs/decisions/086-first-page-javascript.md). Until it arrives a bookmark is stored as a
// visitor's is, and moves to the server with the others.
const SavedProgramsSync = lazy(() =>
  import('./saved-programs-sync').then((module) => ({ default: module.SavedProgramsSync })),
);

/**
 * Holds the bookmarks once for everything inside: a page of twenty program cards asks for the session,
 * the saved list and the two mutations once, not twenty times (each card's share was a fifth of the
 * server's render of /programs, docs/decisions/040-server-rendered-pages.md). Signed-in pages that
 * list bookmarks use `SignedInSavedProgramsProvider` (saved-programs-sync.ts), which has them at once.
 */
export function SavedProgramsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const user = session.data ?? null;
  const localIds = useLocalSavedIds();
  const [synced, setSynced] = useState<SyncedSavedPrograms | null>(null);
  const local = useMemo<SavedPrograms>(
    () => ({
      isSaved: (programId) => localIds.includes(programId),
      toggle: toggleLocalSavedId,
      savedIds: localIds,
    }),
    [localIds],
  );
  const value = user && synced?.userId === user.id ? synced.saved : local;
  return createElement(
    SavedProgramsContext.Provider,
    { value },
    children,
    user
      ? createElement(
          Suspense,
          { fallback: null },
          createElement(SavedProgramsSync, { user, localIds, onChange: setSynced }),
        )
      : null,
  );
}
