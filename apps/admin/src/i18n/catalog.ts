import type { Catalog } from '@uniguide/ui';

/** This app's own texts (docs/decisions/067-translation-layer.md); the shared ones come with `@uniguide/client`. */
export const appCatalog: Catalog = {
  load: { ar: () => import('../locales/ar/messages.po').then((module) => module.messages) },
};
