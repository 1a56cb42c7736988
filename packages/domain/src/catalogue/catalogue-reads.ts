/**
 * The tRPC procedures that read the public catalogue: the same answer for every caller (nothing per
 * user — saved flags, commission terms — is part of them), changed only by a catalogue write. The
 * server answers a batch of nothing but these from its catalogue cache (decision 097); the apps'
 * tRPC client sends them in batches of their own, so one asked beside a per-user query (the session
 * check a page sends when it starts) stays cacheable.
 */
export const CATALOGUE_READ_PROCEDURES: ReadonlySet<string> = new Set([
  'program.list',
  'program.catalogue',
  'program.byId',
  'university.list',
  'university.byId',
]);
