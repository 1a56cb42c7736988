import type { Catalog } from '@uniguide/ui';
import { messages as en } from '../locales/en/messages.po';

/** This app's own texts (docs/decisions/067-translation-layer.md); the shared ones come with `@uniguide/client`. */
export const appCatalog: Catalog = {
  en,
  load: { ar: () => import('../locales/ar/messages.po').then((module) => module.messages) },
};
