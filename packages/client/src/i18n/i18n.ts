import { setupI18n, type I18n } from '@lingui/core';
import type { Catalog } from '@uniguide/ui';
import { uiCatalog } from '@uniguide/ui';
import { INTL_LOCALE, isLanguage, type Language } from '@uniguide/domain';
import { clientCatalog } from './catalog';

/**
 * What one i18n instance holds besides its app's first catalogs: the catalogs a part of the app asked
 * for (`loadCatalog`), which every later language switch loads too, and the loads of each catalog
 * per language, made once.
 */
interface LoadedCatalogs {
  added: Set<Catalog>;
  loads: Map<Catalog, Map<Language, Promise<void>>>;
}

const loadedCatalogs = new WeakMap<I18n, LoadedCatalogs>();

function catalogsOf(i18n: I18n): LoadedCatalogs {
  let state = loadedCatalogs.get(i18n);
  if (!state) {
    state = { added: new Set(), loads: new Map() };
    loadedCatalogs.set(i18n, state);
  }
  return state;
}

/** Loads one catalog's messages of `language` into `i18n`, once; a failed load is tried again next time. */
function loadInto(i18n: I18n, catalog: Catalog, language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const { loads } = catalogsOf(i18n);
  let byLanguage = loads.get(catalog);
  if (!byLanguage) {
    byLanguage = new Map();
    loads.set(catalog, byLanguage);
  }
  let load = byLanguage.get(language);
  if (!load) {
    load = catalog.load[language]().then(
      // A copy: Lingui merges later catalogs into the first object it is given, and a compiled
      // catalog's object is shared by every i18n (one per render on the server).
      (messages) => i18n.load(language, { ...messages }),
      (error: unknown) => {
        byLanguage.delete(language);
        throw error;
      },
    );
    byLanguage.set(language, load);
  }
  return load;
}

/**
 * Adds a catalog to the texts `i18n` shows, for a part of the app that only some pages reach (the
 * agent's signed-in area, docs/decisions/075-english-inline.md): its messages in the language shown
 * now are loaded when the returned promise settles, and a later language switch loads them with the
 * rest. A route awaits it before its pages render, so they never show English in another language.
 */
export async function loadCatalog(i18n: I18n, catalog: Catalog): Promise<void> {
  catalogsOf(i18n).added.add(catalog);
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  await loadInto(i18n, catalog, language);
}

/** An i18n instance showing `language`, every catalog of the app loaded: one per render on the server. */
export async function createI18n(appCatalog: Catalog, language: Language): Promise<I18n> {
  const i18n = setupI18n();
  await switchLanguage(i18n, appCatalog, language);
  return i18n;
}

/**
 * Loads a language's messages (once) — the app's first catalogs and every catalog added since with
 * `loadCatalog` — and makes it the one `i18n` shows: every `<Trans>` re-renders.
 */
export async function switchLanguage(
  i18n: I18n,
  appCatalog: Catalog,
  language: Language,
): Promise<void> {
  const { added } = catalogsOf(i18n);
  // A catalog added while this language loads is loaded too before it shows.
  let loaded = -1;
  while (loaded !== added.size) {
    loaded = added.size;
    const catalogs = [uiCatalog, clientCatalog, appCatalog, ...added];
    await Promise.all(catalogs.map((catalog) => loadInto(i18n, catalog, language)));
  }
  // English has no catalog; an empty one tells Lingui it is loaded.
  if (language === 'en') i18n.load('en', {});
  // Numbers and dates inside messages format with the language's Intl locale (Arabic: Latin digits).
  i18n.activate(language, INTL_LOCALE[language]);
}
