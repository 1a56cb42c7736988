import { useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, following changes (a rotated phone, a resized window). Where the
 * browser cannot tell (jsdom, old engines) the answer is `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/**
 * Tables from the `md` breakpoint up, cards below it: on a phone a seven-column table hides its
 * actions off-screen. Unknown screens get the table.
 */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 768px)', true);
}
