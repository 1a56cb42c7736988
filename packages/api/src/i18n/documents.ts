import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, type Language } from '@uniguide/domain';
import { messages as arabic } from '../locales/ar/messages';
import { messages as english } from '../locales/en/messages';

/**
 * The texts of the documents the server draws (the quote PDF), in the reader's language
 * (docs/decisions/072-email-language.md): Lingui's runtime `msg` in the source, extracted by
 * `pnpm i18n:extract` into this package's PO catalog and compiled to `messages.ts`
 * (`pnpm --filter @uniguide/api i18n:compile`). Numbers in messages format with `INTL_LOCALE`.
 */
const CATALOGS: Record<Language, Messages> = { en: english, ar: arabic };

const instances = new Map<Language, I18n>();

/** One Lingui instance per language, shared by every document (never switched after setup). */
export function documentI18n(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({
      locale: language,
      locales: INTL_LOCALE[language],
      messages: { [language]: CATALOGS[language] },
    });
    instances.set(language, i18n);
  }
  return i18n;
}
