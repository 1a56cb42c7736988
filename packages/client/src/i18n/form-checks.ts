import { zodResolver } from '@hookform/resolvers/zod';
import { setupI18n, type Messages } from '@lingui/core';
import { isLanguage, messageTranslator, type Language } from '@uniguide/domain';
import type { FieldValues, Resolver } from 'react-hook-form';

type Translate = (message: string) => string;
type OtherLanguage = Exclude<Language, 'en'>;

/** The domain's catalogs, fetched with the first failed check in that language (not on first paint). */
const DOMAIN_CATALOGS: Record<OtherLanguage, () => Promise<{ messages: Messages }>> = {
  ar: () => import('@uniguide/domain/locales/ar'),
};

const translators = new Map<OtherLanguage, Promise<Translate>>();

function translatorFor(language: OtherLanguage): Promise<Translate> {
  let translator = translators.get(language);
  if (!translator) {
    translator = Promise.all([import('@uniguide/domain/locales/en'), DOMAIN_CATALOGS[language]()])
      .then(([english, target]) =>
        messageTranslator(
          english.messages,
          setupI18n({ locale: language, messages: { [language]: target.messages } }),
        ),
      )
      .catch(() => {
        // A catalog that did not arrive leaves the checks in English (a browser does not fetch a failed
        // module again before the page is reloaded).
        translators.delete(language);
        return (message: string) => message;
      });
    translators.set(language, translator);
  }
  return translator;
}

/** How long a failed check waits for the catalogs before it shows its messages in English. */
const CATALOG_WAIT_MS = 1500;

/** The translator if it arrives within CATALOG_WAIT_MS (it keeps loading for the next check), else none. */
function translatorInTime(language: OtherLanguage): Promise<Translate> {
  return Promise.race([
    translatorFor(language),
    new Promise<Translate>((resolve) =>
      setTimeout(() => resolve((message) => message), CATALOG_WAIT_MS),
    ),
  ]);
}

/** The language the page is shown in: `<html lang>`, which the apps keep equal to it. */
function pageLanguage(): Language {
  const declared = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(declared) ? declared : 'en';
}

/** Every `message` of react-hook-form's errors (nested for objects and arrays) put through `translate`. */
function translated(errors: unknown, translate: Translate): unknown {
  if (Array.isArray(errors)) return errors.map((each: unknown) => translated(each, translate));
  if (typeof errors !== 'object' || errors === null) return errors;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') copy[key] = value;
    else if (key === 'message' && typeof value === 'string') copy[key] = translate(value);
    else copy[key] = translated(value, translate);
  }
  return copy;
}

/**
 * zodResolver whose messages are in the page's language (docs/decisions/101-form-checks-in-the-page-language.md):
 * the domain's schemas say them in English, as docs/product.md has them, and the server's error
 * replies are translated by the same `messageTranslator`, so a form reads alike whether the browser
 * or the server found the mistake.
 */
export const zodResolverInPageLanguage = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args) as unknown as Resolver<FieldValues>;
  // A form on a page in another language starts fetching the catalogs when it is made, not at its
  // first mistake; the pages' first JavaScript does not change (their forms' checks load on demand).
  const language = pageLanguage();
  if (language !== 'en') void translatorFor(language);
  const inPageLanguage: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    const shown = pageLanguage();
    if (shown === 'en' || Object.keys(result.errors).length === 0) return result;
    const translate = await translatorInTime(shown);
    return { ...result, errors: translated(result.errors, translate) } as typeof result;
  };
  return inPageLanguage;
}) as typeof zodResolver;

/** One domain message found outside a resolver (a schema checked by hand), in the page's language. */
export async function messageInPageLanguage(message: string): Promise<string> {
  const shown = pageLanguage();
  return shown === 'en' ? message : (await translatorInTime(shown))(message);
}
