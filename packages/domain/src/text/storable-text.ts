import { AppError, type ErrorIssue } from '../errors';

export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogates';
export const INPUT_TOO_DEEP_MESSAGE = 'Input is nested too deeply';
/** No form or query of the API nests this deep; deeper input is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

// NUL cannot be stored in a PostgreSQL text column, and a lone UTF-16 surrogate is no character at
// all (PostgreSQL refuses it as UTF-8): both would fail deep in a query as a 500.
const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one (the apps'
// compile target predates String.prototype.isWellFormed).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD');
}

/** True when PostgreSQL can store the text as it is. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

/** The first place in an input (strings, keys, arrays, objects) that cannot be stored, or undefined. */
export function unstorableTextIssue(value: unknown, path: string[] = []): ErrorIssue | undefined {
  if (path.length > MAX_INPUT_DEPTH)
    return { path: path.join('.'), message: INPUT_TOO_DEEP_MESSAGE };
  if (typeof value === 'string')
    return isStorableText(value)
      ? undefined
      : { path: path.join('.'), message: UNSTORABLE_TEXT_MESSAGE };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const issue = unstorableTextIssue(value[index], [...path, String(index)]);
      if (issue) return issue;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key))
        return { path: [...path, key].join('.'), message: UNSTORABLE_TEXT_MESSAGE };
      const issue = unstorableTextIssue(item, [...path, key]);
      if (issue) return issue;
    }
  }
  return undefined;
}

/**
 * Refuses, as one 400 in the error shape, any input holding text the database cannot store or
 * nested beyond MAX_INPUT_DEPTH — one check for every field of every procedure (decision 026).
 */
export function assertStorableInput(value: unknown): void {
  const issue = unstorableTextIssue(value);
  if (issue) throw new AppError('BAD_REQUEST', issue.message, [issue]);
}

/**
 * A header-derived value (User-Agent, client address) made storable: NULs dropped, unpaired
 * surrogates replaced, cut to `maxLength`. Headers are the client's to choose, so they are cleaned,
 * never refused.
 */
export function storableHeaderText(
  value: string | null | undefined,
  maxLength = 500,
): string | null {
  if (value === null || value === undefined) return null;
  return wellFormed(wellFormed(value.replaceAll(NUL, '')).slice(0, maxLength));
}
