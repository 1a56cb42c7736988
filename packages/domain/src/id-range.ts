// Plain numbers and checks, apart from the schemas in ids.ts: the apps' route parsers read these before any
// page code loads, and importing them must not load zod.

/** Row ids are PostgreSQL `integer` (int4) serials: nothing above this can exist, or be queried. */
export const MAX_ID = 2_147_483_647;

/** Whether a number can be a row id at all; the queries answer "none" for any other without asking. */
export function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID;
}

/**
 * An id as an address spells it ("12"), or undefined: only plain digits without a leading zero, so
 * "012", "1e3", " 7" and "12abc" name no row and a link has exactly one spelling per id.
 */
export function idFromText(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return isId(id) ? id : undefined;
}
