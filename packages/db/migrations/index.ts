import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';

/** Every migration, by name, in order. A static list bundles cleanly (no directory scanning). */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};
