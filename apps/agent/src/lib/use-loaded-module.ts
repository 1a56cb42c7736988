import { startTransition, useEffect, useState } from 'react';

const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A module fetched when the component first renders, like `React.lazy`, but handed over by a state
 * update rather than by Suspense: React holds back the reveal of suspended content until 300 ms
 * after any Suspense boundary last switched between fallback and content, so a skeleton swapped
 * through Suspense stays on screen for at least that long (docs/decisions/012-first-page-javascript.md).
 * Undefined until the module has arrived (render a placeholder); a failed fetch is thrown from
 * render, to the nearest error boundary. `load` must be one stable function (defined at module level).
 */
export function useLoadedModule<T>(load: () => Promise<T>): T | undefined {
  const [module, setModule] = useState(() => loadedModules.get(load) as T | undefined);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (module !== undefined) return;
    let current = true;
    load().then(
      (value) => {
        loadedModules.set(load, value);
        // A transition renders in slices that yield to the browser, as Suspense's retry would.
        if (current) startTransition(() => setModule(() => value));
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, module]);
  if (failure) throw failure.error;
  return module;
}
