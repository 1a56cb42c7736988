import { createContext, useContext, useSyncExternalStore } from 'react';

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

export interface SavedPrograms {
  isSaved: (programId: number) => boolean;
  toggle: (programId: number) => void;
  /** Ids in the order they were saved. */
  savedIds: readonly number[];
}

/** The bookmarks a signed-in user's page holds; what `SavedProgramsProvider` shows once they arrive. */
export interface SyncedSavedPrograms {
  userId: number;
  saved: SavedPrograms;
}

export const SavedProgramsContext = createContext<SavedPrograms | null>(null);

/** The visitor's stored ids, followed across tabs. */
export function useLocalSavedIds(): readonly number[] {
  return useSyncExternalStore(subscribeLocalSavedIds, readLocalSavedIds, () => EMPTY);
}

/** The bookmarks of the nearest `SavedProgramsProvider`. */
export function useSavedPrograms(): SavedPrograms {
  const saved = useContext(SavedProgramsContext);
  if (!saved) throw new Error('useSavedPrograms is used outside a SavedProgramsProvider');
  return saved;
}
