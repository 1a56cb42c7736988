import { parseArgs } from 'node:util';
import { STORAGE_DRIVERS, type Storage, type StorageDriver } from '@uniguide/api';
import { systemActor } from '../bootstrap/accounts';
import { openDatabase } from '../bootstrap/database';
import type { Env } from '../env';
import { storageDriverFor } from '../storage';
import { migrateStorage } from '../storage/migrate';
import { UsageError } from './commands';

export const STORAGE_MIGRATE_USAGE = `Usage: pnpm uniguide storage:migrate --to <s3|disk|postgres>

Moves every document's bytes into the given driver: copy, read back and compare SHA-256 checksums,
switch the document's row, then remove the old copy. Safe to stop at any point and run again: it
carries on where it stopped and never loses bytes. Afterwards set STORAGE_DRIVER to the same driver.
s3 needs the S3_* settings; disk uses DATA_DIR/uploads.`;

/** `pnpm uniguide storage:migrate --to …`: 0 when every document is in the target driver. */
export async function storageMigrateCommand(env: Env, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.info(STORAGE_MIGRATE_USAGE);
    return 0;
  }
  const to = values.to as StorageDriver | undefined;
  if (!to || !(STORAGE_DRIVERS as readonly string[]).includes(to)) {
    throw new UsageError(`storage:migrate needs --to ${STORAGE_DRIVERS.join('|')}.`);
  }
  const { database } = await openDatabase(env);
  const storages = new Map<StorageDriver, Storage>();
  const storageFor = (driver: StorageDriver): Storage => {
    let storage = storages.get(driver);
    if (!storage) {
      storage = storageDriverFor(driver, env, database);
      if (!storage)
        throw new UsageError(`The ${driver} driver needs S3_BUCKET and the other S3_* settings.`);
      storages.set(driver, storage);
    }
    return storage;
  };
  try {
    const target = storageFor(to);
    if ('check' in target && typeof target.check === 'function') await target.check();
    const summary = await migrateStorage({
      db: database.db,
      to,
      storageFor,
      actor: systemActor('uniguide-cli storage:migrate'),
      log: (line) => console.info(line),
    });
    console.info(
      `storage:migrate --to ${to}: moved ${summary.moved} files (${summary.bytes} bytes), ` +
        `${summary.failed.length} failed; documents by driver now: ${JSON.stringify(summary.byDriver)}; ` +
        `marketing files by driver now: ${JSON.stringify(summary.materialsByDriver)}`,
    );
    for (const failure of summary.failed)
      console.error(`  ${failure.kind} ${failure.id}: ${failure.reason}`);
    return summary.failed.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}
