import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { INTL_LOCALE, textDirection, type Language } from '@uniguide/domain';
import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';
import { messages as arabic } from './locales/ar/messages';
import { messages as english } from './locales/en/messages';

/**
 * The e-mails' translation layer (docs/decisions/072-email-language.md): messages written with
 * Lingui's runtime `msg` (`@lingui/core/runtime-macro`, extracted by `pnpm i18n:extract`), looked
 * up in this package's compiled catalog in the recipient's language. Numbers inside messages format
 * with the language's `INTL_LOCALE` (Latin digits in Arabic).
 */
const CATALOGS: Record<Language, Messages> = { en: english, ar: arabic };

/**
 * One Lingui instance per language over a server-side package's compiled catalogs, made on first use
 * and shared by every render after (never switched): the e-mails' here, the API's documents too.
 */
export function catalogInstances(
  catalogs: Record<Language, Messages>,
): (language: Language) => I18n {
  const instances = new Map<Language, I18n>();
  return (language) => {
    let i18n = instances.get(language);
    if (!i18n) {
      i18n = setupI18n({
        locale: language,
        locales: INTL_LOCALE[language],
        messages: { [language]: catalogs[language] },
      });
      instances.set(language, i18n);
    }
    return i18n;
  };
}

/** The e-mails' Lingui instance for a language. */
export const emailI18n = catalogInstances(CATALOGS);

/** What a template needs to write in the recipient's language. */
export interface EmailLanguage {
  language: Language;
  i18n: I18n;
}

const EmailLanguageContext = createContext<EmailLanguage>({
  language: 'en',
  i18n: emailI18n('en'),
});

export function EmailLanguageProvider(props: { language: Language; children: ReactNode }) {
  return createElement(
    EmailLanguageContext.Provider,
    { value: { language: props.language, i18n: emailI18n(props.language) } },
    props.children,
  );
}

/**
 * The render's language: `t` writes a message as one string; `rich` as children, with elements in
 * its placeholders; `text` as one string in English (where a template always had one text) and as
 * `rich` children in another language, so its values are isolated there.
 */
export function useEmailLanguage() {
  const { language, i18n } = useContext(EmailLanguageContext);
  return {
    language,
    i18n,
    dir: textDirection(language),
    t: (message: MessageDescriptor) => i18n._(message),
    rich: (message: MessageDescriptor, elements: Record<string, ReactNode> = {}) =>
      richMessage({ language, i18n }, message, elements),
    plain: (message: MessageDescriptor) => plainMessage({ language, i18n }, message),
    text: (message: MessageDescriptor): ReactNode =>
      language === 'en' ? i18n._(message) : richMessage({ language, i18n }, message),
  };
}

// Private-use characters frame a placeholder in the translated text, where it is split again.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`);

/**
 * A message as React children: its text, with each value (and each element in `elements`) in its
 * place as a child of its own — in Arabic, each such value (a name, an address, a link) is isolated
 * in `<bdi>` so a Latin value keeps its order inside the right-to-left sentence. Numbers are
 * formatted into the text by the message.
 */
export function richMessage(
  { language, i18n }: EmailLanguage,
  message: MessageDescriptor,
  elements: Record<string, ReactNode> = {},
): ReactNode[] {
  const values: Record<string, unknown> = { ...message.values };
  const parts: Record<string, ReactNode> = { ...elements };
  for (const [name, value] of Object.entries(values)) {
    if (!(name in parts) && typeof value === 'string') parts[name] = value;
  }
  for (const name of Object.keys(parts)) {
    values[name] = `${OPEN}${name}${CLOSE}`;
    if (language !== 'en') parts[name] = createElement('bdi', null, parts[name]);
  }
  const text = i18n._({ ...message, values });
  const children: ReactNode[] = [];
  let rest = text;
  for (let match = PLACEHOLDER.exec(rest); match; match = PLACEHOLDER.exec(rest)) {
    if (match.index > 0) children.push(rest.slice(0, match.index));
    children.push(createElement(Fragment, { key: children.length }, parts[match[1]!]));
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) children.push(rest);
  return children;
}

/**
 * A message as one plain-text line (a subject, a preview): in Arabic each text value is wrapped in
 * Unicode's first-strong isolate, the `<bdi>` of plain text, so a Latin name keeps its place in the
 * right-to-left line.
 */
export function plainMessage(
  { language, i18n }: EmailLanguage,
  message: MessageDescriptor,
): string {
  if (language === 'en' || !message.values) return i18n._(message);
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [
      name,
      typeof value === 'string' ? `\u2068${value}\u2069` : value,
    ]),
  );
  return i18n._({ ...message, values });
}
