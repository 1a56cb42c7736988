import { startTransition, useEffect, useState } from 'react';

import { loadedModules } from './loaded-modules';

/**
 * A module requested after the component first renders (or earlier, by a route loader), like
 * `React.lazy`, but handed over by a state update under startTransition rather than by Suspense: React
 * holds back the reveal of suspended content until 300 ms after any Suspense boundary last switched
 * between fallback and content, so a skeleton swapped through Suspense stays on screen at least that
 * long (docs/decisions/084-first-page-javascript.md; figures in bench/HISTORY.md).
 *
 * Undefined until the module has arrived: render a placeholder. A failed fetch is thrown from render,
 * to the nearest error boundary. `load` must be one stable function, defined at module level. Only a
 * module this hook received is remembered, not one a loader requested: the first render of a page
 * shows the placeholder, and the module's render comes in a later task. The exception is a page
 * rendered on the server and its hydration, whose loader hands the module over with `preloadModule`:
 * the first render must be the whole page there.
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
        // Under startTransition the render runs in slices that yield to the browser, as Suspense's
        // retry would.
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
