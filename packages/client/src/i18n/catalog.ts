import type { Catalog } from '@uniguide/ui';

/** The texts of the apps' plumbing (error texts, the language switch). */
export const clientCatalog: Catalog = {
  load: { ar: () => import('../locales/ar/messages.po').then((module) => module.messages) },
};
