import { MAX_SEARCH_LENGTH } from '@uniguide/domain';

/** Rows per page of the console's tables. */
export const PAGE_SIZE = 20;

// The router reads `?page=2` as the number 2 and `?search=1234` as a number too (its search parser
// tries JSON first), so these accept both forms. Anything unusable is dropped rather than refused:
// a hand-edited or outdated address still opens the page, with that filter off.

/** A page number above 1 (page 1 is the default and stays out of the address). */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

/** Non-empty search text, trimmed, at most as long as the server accepts. */
export function textParam(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, MAX_SEARCH_LENGTH);
  return text === '' ? undefined : text;
}

/** One of `options`, or undefined. */
export function oneOf<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}
