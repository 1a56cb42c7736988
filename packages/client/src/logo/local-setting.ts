import { useSyncExternalStore } from 'react';

/**
 * One string kept in localStorage for this browser only (the sidebar's collapsed state, an admin's
 * custom logo). Every component reading it re-renders on a write, in this tab and in the others.
 */
export interface LocalSetting {
  readonly key: string;
  read: () => string | null;
  /** `null` removes the entry. */
  write: (value: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Some private modes and sandboxed iframes throw on access: the setting then lasts for the page.
    return undefined;
  }
}

export function createLocalSetting(key: string): LocalSetting {
  const listeners = new Set<() => void>();
  // Kept in memory too, so a browser that refuses storage still honours the choice until reload.
  let fallback: string | null = null;

  const read = () => {
    const store = storage();
    if (!store) return fallback;
    try {
      return store.getItem(key);
    } catch {
      return fallback;
    }
  };

  const write = (value: string | null) => {
    fallback = value;
    try {
      if (value === null) storage()?.removeItem(key);
      else storage()?.setItem(key, value);
    } catch {
      // A full storage keeps the in-memory value; nothing else depends on it being persisted.
    }
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { key, read, write, subscribe };
}

/** The current value of a setting; `null` when unset (and during server rendering). */
export function useLocalSetting(setting: LocalSetting): string | null {
  return useSyncExternalStore(setting.subscribe, setting.read, () => null);
}
