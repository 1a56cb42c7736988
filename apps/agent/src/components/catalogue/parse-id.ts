/** A route's numeric id segment ("12"), or undefined for anything a database id cannot be. */
export function parseId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
