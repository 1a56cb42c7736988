import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The apps read these before any page code loads (route search parsers, the public header, the landing
 * page). A module's top-level schemas travel with it into whichever chunk imports it, so one `z.object(…)`
 * here would put zod (about 24 KB gzip) on every first page: schemas go in the neighbouring modules
 * (application/status-schemas.ts, commission/commission.ts, pagination.ts).
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
];

describe('modules the apps load up front', () => {
  it.each(LOADED_UP_FRONT)('%s does not import zod', (path) => {
    const source = readFileSync(new URL(`./${path}`, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod['"]/);
  });
});
