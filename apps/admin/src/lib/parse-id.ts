import { idFromText } from '@uniguide/domain';

/** A route's id segment as a positive whole number, or null ("12abc", "0", "-3" are no ids). */
export function parseId(segment: string): number | null {
  return idFromText(segment) ?? null;
}
