import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Catalog } from '@uniguide/ui';
import { uiCatalog } from '@uniguide/ui';
import { INTL_LOCALE, type Language } from '@uniguide/domain';
import { clientCatalog } from './catalog';

/**
 * The messages of one language from every catalog an app shows: the shared components', the
 * plumbing's and the app's own (docs/decisions/067-translation-layer.md). English is none: every
 * message carries its English text (docs/decisions/075-english-inline.md). Another language's
 * catalogs are fetched now, in parallel.
 */
export async function loadMessages(appCatalog: Catalog, language: Language): Promise<Messages> {
  if (language === 'en') return {};
  const catalogs = [uiCatalog, clientCatalog, appCatalog];
  const loaded = await Promise.all(catalogs.map((catalog) => catalog.load[language]()));
  return Object.assign({}, ...loaded);
}

/** An i18n instance showing `language`, every catalog of the app loaded: one per render on the server. */
export async function createI18n(appCatalog: Catalog, language: Language): Promise<I18n> {
  const i18n = setupI18n();
  await switchLanguage(i18n, appCatalog, language);
  return i18n;
}

/** Loads a language's messages (once) and makes it the one `i18n` shows: every `<Trans>` re-renders. */
export async function switchLanguage(
  i18n: I18n,
  appCatalog: Catalog,
  language: Language,
): Promise<void> {
  if (!(language in i18n.messages) || Object.keys(i18n.messages).length === 0)
    i18n.load(language, await loadMessages(appCatalog, language));
  // Numbers and dates inside messages format with the language's Intl locale (Arabic: Latin digits).
  i18n.activate(language, INTL_LOCALE[language]);
}
