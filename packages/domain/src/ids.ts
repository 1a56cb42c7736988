import { z } from 'zod';

import { MAX_ID } from './id-range';

export * from './id-range';

/** How an id's errors read: a label ("Program id must be a number") or one message for every fault. */
export type IdWording = { label: string } | { message: string };

/**
 * Paths, query strings and form bodies carry ids as text, JSON as numbers. Text is read as a number
 * (blank around it ignored); anything else (booleans, arrays, blank text, null) stays as it is and is
 * "not a number" rather than coerced into one, so `true` never means id 1.
 */
function idValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? value : Number(text);
}

/**
 * The one id schema: a whole number from 1 to int4's maximum. An id outside that range cannot match a
 * row, and sending it to PostgreSQL would fail with an out-of-range error (a 500) instead of a clean
 * 400; every procedure input and REST path parameter reads its ids through this.
 *
 * A list filter (`?university=…`) is forgiving instead: with `beyondRange: 'matches-nothing'` a larger
 * whole number is accepted and the query (which only compares ids that pass isId) simply finds nothing.
 */
export function zId(
  wording: IdWording = { label: 'id' },
  { beyondRange = 'refused' }: { beyondRange?: 'refused' | 'matches-nothing' } = {},
) {
  const say = (fault: string) =>
    'message' in wording ? wording.message : `${wording.label} ${fault}`;
  const wholePositive = z
    .number({ message: say('must be a number') })
    .int(say('must be a whole number'))
    .positive(say('must be positive'));
  return z.preprocess(
    idValue,
    beyondRange === 'refused' ? wholePositive.max(MAX_ID, say('is out of range')) : wholePositive,
  );
}

export const ZId = zId();

/** The input of every "one row by id" procedure (byId, delete, submit, …). */
export const ZIdInput = z.object({ id: ZId });
