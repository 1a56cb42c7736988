import {
  chooseLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  textDirection,
  type Language,
} from '@uniguide/domain';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's saved choice, from the cookie the server reads too. */
export function readLanguageCookie(cookie = document.cookie): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language a page opens in. A page the server sent declares it on `<html lang>` (the server knows a
 * signed-in user's saved choice); a page the browser renders alone reads the cookie, then the
 * browser's languages, as the server would.
 */
export function initialLanguage(): Language {
  const declared = document.documentElement.getAttribute('lang');
  if (document.documentElement.hasAttribute('data-language') && isLanguage(declared))
    return declared;
  return chooseLanguage({
    cookie: readLanguageCookie(),
    acceptLanguage: navigator.languages.join(','),
  });
}

/** `<html lang dir>` for the language shown: screen readers, fonts and the layout's direction follow. */
export function applyDocumentLanguage(language: Language, root = document.documentElement): void {
  root.setAttribute('lang', language);
  root.setAttribute('dir', textDirection(language));
  root.setAttribute('data-language', language);
}

/** The cookie line that keeps a choice for a year, for every page of the site. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Saves a signed-in user's choice with their account (`user.setLanguage`), for their e-mails and notifications. */
export type SaveWithAccount = (language: Language) => Promise<void>;

/**
 * Keeps the visitor's choice of language: the cookie, which every later page (and the server's render
 * of it) reads, and, for a signed-in user, the account (docs/decisions/069-server-language.md). This
 * is the one place a choice is saved. A failed account save leaves the cookie's choice in force.
 */
export async function saveLanguageChoice(
  language: Language,
  saveWithAccount?: SaveWithAccount,
): Promise<void> {
  document.cookie = languageCookie(language);
  await saveWithAccount?.(language).catch(() => undefined);
}
