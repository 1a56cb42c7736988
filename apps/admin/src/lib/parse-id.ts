/** A route's id segment as a positive whole number, or null ("12abc", "0", "-3" are no ids). */
export function parseId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}
