import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { isLanguage, type Language } from '@uniguide/domain';
import type { Catalog } from '@uniguide/ui';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { switchLanguage } from './i18n';
import { applyDocumentLanguage, saveLanguageChoice, type SaveWithAccount } from './language-choice';

type ChangeLanguage = (language: Language) => Promise<void>;

const ChangeLanguageContext = createContext<ChangeLanguage | undefined>(undefined);

/**
 * The app's texts in the language `i18n` shows (docs/decisions/067-translation-layer.md), and the way
 * to change it: the choice is saved, the new language's catalogs load, and every text re-renders on
 * the same page — no navigation, no reload.
 */
export function LanguageProvider({
  i18n,
  catalog,
  saveWithAccount,
  children,
}: {
  i18n: I18n;
  catalog: Catalog;
  /** Saves a signed-in user's choice with the account; absent where there is no API (tests). */
  saveWithAccount?: SaveWithAccount;
  children: ReactNode;
}) {
  const change = useCallback<ChangeLanguage>(
    async (language) => {
      await saveLanguageChoice(language, saveWithAccount);
      await switchLanguage(i18n, catalog, language);
      applyDocumentLanguage(language);
    },
    [i18n, catalog, saveWithAccount],
  );
  return (
    <I18nProvider i18n={i18n}>
      <ChangeLanguageContext.Provider value={change}>{children}</ChangeLanguageContext.Provider>
    </I18nProvider>
  );
}

/** The language shown and the way to change it, for the language switches. */
export function useLanguage(): { language: Language; changeLanguage: ChangeLanguage } {
  const { i18n } = useLingui();
  const change = useContext(ChangeLanguageContext);
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return useMemo(
    () => ({
      language,
      changeLanguage:
        change ??
        (() => Promise.reject(new Error('the language switch is outside a LanguageProvider'))),
    }),
    [language, change],
  );
}
