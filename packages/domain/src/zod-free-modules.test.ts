import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The apps read these before any page code loads (route search parsers, the public header, the landing
 * page). A module's top-level schemas travel with it into whichever chunk imports it, so one `z.object(…)`
 * here would put zod (about 24 KB gzip) on every first page: schemas go in the neighbouring modules
 * (application/status-schemas.ts, commission/inputs.ts, pagination.ts).
 */
const LOADED_UP_FRONT = [
  'application/status.ts',
  'commission/filters.ts',
  'pagination-limits.ts',
  'id-range.ts',
  'catalogue/vocabulary.ts',
  'brand.ts',
  'logo-url.ts',
  'messages.ts',
  'user/public-user.ts',
  'user/account-rules.ts',
  'conversation/admin-queue.ts',
  'conversation/requirements.ts',
  'commission/commission.ts',
  'document/types.ts',
  'contact/thank-you.ts',
];

/** The module's own source and that of every module it imports for values (not types), transitively. */
function sourcesReachedFrom(path: string, seen = new Set<string>()): string[] {
  if (seen.has(path)) return [];
  seen.add(path);
  const source = readFileSync(new URL(`./${path}`, import.meta.url), 'utf8');
  const imported = [
    ...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.{1,2}\/[^']+)';/gm),
  ].map((match) => posix.join(posix.dirname(path), `${match[1]}.ts`));
  return [source, ...imported.flatMap((next) => sourcesReachedFrom(next, seen))];
}

describe('modules the apps load up front', () => {
  it('are followed through re-exports as well as imports', () => {
    // messages.ts re-exports the texts: itself, their index and the four area modules.
    expect(sourcesReachedFrom('messages.ts')).toHaveLength(6);
  });

  it.each(LOADED_UP_FRONT)('%s does not import zod, nor does anything it imports', (path) => {
    for (const source of sourcesReachedFrom(path)) expect(source).not.toMatch(/from ['"]zod['"]/);
  });
});
