/**
 * Fetches the catalogue's module (search box, filters, grid). One function in a module of its own:
 * the programs route's loader hands the module over with `preloadModule` and its page takes it with
 * `useLoadedModule`, both keyed by this function, and the router's code splitting puts the loader and
 * the page in different chunks, where a function declared in the route file could be two functions.
 */
export const loadProgramCatalogue = () => import('./program-catalogue');
