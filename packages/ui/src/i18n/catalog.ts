import type { Messages } from '@lingui/core';
import type { Language } from '@uniguide/domain';
import { messages as en } from '../locales/en/messages.po';

/**
 * One package's translations (docs/decisions/067-translation-layer.md): English in the first page's
 * script, every other language a chunk of its own, fetched only by a visitor who reads it.
 */
export interface Catalog {
  en: Messages;
  load: Record<Exclude<Language, 'en'>, () => Promise<Messages>>;
}

/** The texts of the shared components (close buttons, pagination, empty states). */
export const uiCatalog: Catalog = {
  en,
  load: { ar: () => import('../locales/ar/messages.po').then((module) => module.messages) },
};
