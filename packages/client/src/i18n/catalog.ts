import type { Catalog } from '@uniguide/ui';
import { messages as en } from '../locales/en/messages.po';

/** The texts of the apps' plumbing (error texts, the language switch). */
export const clientCatalog: Catalog = {
  en,
  load: { ar: () => import('../locales/ar/messages.po').then((module) => module.messages) },
};
