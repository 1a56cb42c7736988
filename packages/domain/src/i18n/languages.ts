/**
 * The portal's languages (docs/product.md): English as docs/product.md writes it, and Arabic, right to left.
 * URLs are the same in both; the language comes from the signed-in user's saved choice, else the
 * visitor's cookie, else the browser's Accept-Language, else English.
 */
export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie that keeps a visitor's choice of language (a signed-in user's choice is saved with the account). */
export const LANGUAGE_COOKIE = 'uniguide_lang';

/** The locale `Intl` formats numbers, dates and AED amounts with: Arabic uses Latin digits, as UAE services do. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The supported language an `Accept-Language` header prefers first (quality values honoured, ties in
 * header order), or undefined when it names none of ours.
 */
export function languageFromAcceptLanguage(
  header: string | undefined | null,
): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((entry) => entry.primary).find(isLanguage);
}

/** The language to render in: the saved choice, else the cookie, else the browser's preference, else English. */
export function chooseLanguage(choices: {
  saved?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(choices.saved)) return choices.saved;
  if (isLanguage(choices.cookie)) return choices.cookie;
  return languageFromAcceptLanguage(choices.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
