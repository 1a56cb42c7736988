import { idFromText } from '@uniguide/domain';

/** A route's numeric id segment ("12"), or undefined for anything a database id cannot be. */
export function parseId(raw: string): number | undefined {
  return idFromText(raw);
}
