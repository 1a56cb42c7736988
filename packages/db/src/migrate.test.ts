import type { MigrationResultSet } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { retryingVanished } from './migrate';

const vanished = {
  error: Object.assign(new Error('column "updated_at" does not exist'), { code: '42703' }),
};
const migrated: MigrationResultSet = {
  results: [{ migrationName: '0001_initial', direction: 'Up', status: 'Success' }],
};

describe('the migrator run again when its bookkeeping read meets a relation being dropped', () => {
  it('runs again after a column, table or schema vanished before any migration ran', async () => {
    const outcomes: MigrationResultSet[] = [
      { error: Object.assign(new Error('gone'), { code: '42P01' }) },
      {
        error: Object.assign(new Error('schema "t_other" does not exist'), { code: '3F000' }),
      },
      migrated,
    ];
    let calls = 0;
    expect(await retryingVanished(async () => outcomes[calls++]!)).toBe(migrated);
    expect(calls).toBe(3);
  });

  it('gives up after three attempts, and never repeats a failed migration or another error', async () => {
    let calls = 0;
    expect(await retryingVanished(async () => (calls++, vanished))).toBe(vanished);
    expect(calls).toBe(3);

    const failedMigration: MigrationResultSet = {
      error: vanished.error,
      results: [{ migrationName: '0003_students_commissions', direction: 'Up', status: 'Error' }],
    };
    calls = 0;
    expect(await retryingVanished(async () => (calls++, failedMigration))).toBe(failedMigration);
    expect(calls).toBe(1);

    const otherError: MigrationResultSet = {
      error: Object.assign(new Error('syntax'), { code: '42601' }),
    };
    calls = 0;
    expect(await retryingVanished(async () => (calls++, otherError))).toBe(otherError);
    expect(calls).toBe(1);
  });
});
