import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { ErrorBody, Language } from '@uniguide/domain';
import { messages as arabic } from '@uniguide/domain/locales/ar';
import { messages as english } from '@uniguide/domain/locales/en';

/**
 * The server's user-facing messages in the request's language (decision 069). Services write their
 * messages in English, exactly as docs/product.md has them; at the error boundary (the tRPC error
 * formatter and the REST error reply) each message is found in the English catalog — as it is, or,
 * for a message with values, by its pattern, which gives the values back — and written again from
 * the request language's catalog under the same id. A message the catalog lacks stays English.
 */

type Compiled = Messages[string];
type Part = string | [name: string, ...rest: unknown[]];

interface Pattern {
  id: string;
  pattern: RegExp;
  names: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function partsOf(compiled: Compiled): Part[] {
  return typeof compiled === 'string' ? [compiled] : (compiled as Part[]);
}

/** English text → id for plain messages; a pattern per message with `{name}` values. */
function indexEnglish(catalog: Messages): { exact: Map<string, string>; patterns: Pattern[] } {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [id, compiled] of Object.entries(catalog)) {
    const parts = partsOf(compiled);
    if (parts.every((part) => typeof part === 'string')) {
      exact.set(parts.join(''), id);
      continue;
    }
    const names: string[] = [];
    const source = parts
      .map((part) => {
        if (typeof part === 'string') return escapeRegExp(part);
        names.push(part[0]);
        return '(.+?)';
      })
      .join('');
    patterns.push({ id, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  return { exact, patterns };
}

const ENGLISH = indexEnglish(english);
const CATALOGS: Record<Exclude<Language, 'en'>, I18n> = {
  ar: setupI18n({ locale: 'ar', messages: { ar: arabic } }),
};

/** A value taken back out of an English message: a number stays a number, for plural forms. */
function valueOf(text: string): string | number {
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** One English message in `language`; the message itself when English or not in the catalog. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const i18n = CATALOGS[language];
  const id = ENGLISH.exact.get(message);
  if (id !== undefined) return i18n._(id);
  for (const { id: patternId, pattern, names } of ENGLISH.patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, at) => [name, valueOf(match[at + 1]!)]));
    return i18n._(patternId, values);
  }
  return message;
}

/** The error shape of docs/product.md §8 with its message and each issue's in `language`. */
export function translateErrorBody(body: ErrorBody, language: Language): ErrorBody {
  if (language === 'en') return body;
  return {
    ...body,
    message: translateMessage(body.message, language),
    issues: body.issues.map((issue) => ({
      ...issue,
      message: translateMessage(issue.message, language),
    })),
  };
}
