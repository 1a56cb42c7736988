import type { Messages } from '@lingui/core';
import type { Language } from '@uniguide/domain';

/**
 * One package's translations (docs/decisions/067-translation-layer.md): every language but English a
 * chunk of its own, fetched only by a visitor who reads it. English has no catalog to load: each
 * message carries its English text, compiled, in the code that shows it
 * (docs/decisions/075-english-inline.md).
 */
export interface Catalog {
  load: Record<Exclude<Language, 'en'>, () => Promise<Messages>>;
}

/** The texts of the shared components (close buttons, pagination, empty states). */
export const uiCatalog: Catalog = {
  load: { ar: () => import('../locales/ar/messages.po').then((module) => module.messages) },
};
