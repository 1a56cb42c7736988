import type { Catalog } from '@uniguide/ui';

/**
 * This app's own texts (docs/decisions/067-translation-layer.md) on the pages a visitor sees signed
 * out; the shared ones come with `@uniguide/client`. Loaded before the first page renders.
 */
export const appCatalog: Catalog = {
  load: { ar: () => import('../locales/ar/messages.po').then((module) => module.messages) },
};

/**
 * The texts of the signed-in area (the workspace, the agency, the `_authed` routes), apart so that a
 * visitor's first public page does not download them (docs/decisions/075-english-inline.md): the
 * `_authed` route loads them before any of its pages renders.
 */
export const workspaceCatalog: Catalog = {
  load: { ar: () => import('../locales/ar/workspace.po').then((module) => module.messages) },
};
