import type { I18n, Messages } from '@lingui/core';

/**
 * The domain's messages (validation and service errors, written in English exactly as
 * docs/product.md has them) in another language (decision 069): each English text is found in the
 * domain's English catalog — as it is or, for a message with values, by its pattern, which gives
 * the values back — and written again from the target catalog under the same id. The server's
 * error replies and the apps' form checks both go through here.
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

/** A value taken back out of an English message: a number stays a number, for plural forms. */
function valueOf(text: string): string | number {
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * A function that writes one English domain message from `english` (the domain's compiled English
 * catalog) in the language of `target`; a message the catalog lacks comes back as it is.
 */
export function messageTranslator(
  english: Messages,
  target: Pick<I18n, '_'>,
): (message: string) => string {
  const { exact, patterns } = indexEnglish(english);
  return (message) => {
    const id = exact.get(message);
    if (id !== undefined) return target._(id);
    for (const { id: patternId, pattern, names } of patterns) {
      const match = pattern.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(names.map((name, at) => [name, valueOf(match[at + 1]!)]));
      return target._(patternId, values);
    }
    return message;
  };
}
