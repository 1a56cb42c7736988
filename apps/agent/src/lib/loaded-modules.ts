/**
 * The modules `useLoadedModule` has received, by their loader. A module of its own, so that a route
 * loader (in the entry) can hand one over without bringing the hook into every first page
 * (docs/decisions/012-first-page-javascript.md).
 */
export const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Loads the module and remembers it, so that `useLoadedModule(load)` renders it at once: for a server
 * render and the hydration of its page (docs/decisions/040-server-rendered-pages.md), never for a
 * page the browser renders by itself.
 */
export async function preloadModule<T>(load: () => Promise<T>): Promise<T> {
  const value = await load();
  loadedModules.set(load, value);
  return value;
}
