import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and at
 * once on a page the browser renders by itself). A part that depends on what only the browser knows
 * (the session) shows its server form until then, so hydration finds the markup it expects
 * (docs/decisions/040-server-rendered-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
