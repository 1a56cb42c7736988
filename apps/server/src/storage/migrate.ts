import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  STORAGE_DRIVERS,
  writeAudit,
  type AuditActor,
  type Storage,
  type StorageDriver,
} from '@uniguide/api';
import { queries, type DB, type Kysely } from '@uniguide/db';

/** Where a move can stop: each is a point a crash could hit, and the tests stop there on purpose. */
export type MoveStep = 'copied' | 'verified' | 'switched' | 'removed';

export interface MigrateStorageOptions {
  db: Kysely<DB>;
  to: StorageDriver;
  /** The Storage of each driver a document may be in (built lazily by the caller). */
  storageFor: (driver: StorageDriver) => Storage;
  actor: AuditActor;
  log?: (line: string) => void;
  /** Called after each step of each document; throwing stops the run there (tests, Ctrl-C). */
  afterStep?: (step: MoveStep, documentId: number) => void;
  batchSize?: number;
}

export interface MigrateSummary {
  to: StorageDriver;
  moved: number;
  bytes: number;
  failed: Array<{ id: number; reason: string }>;
  /** Documents per driver after the run. */
  byDriver: Record<string, number>;
}

const isDriver = (name: string): name is StorageDriver =>
  (STORAGE_DRIVERS as readonly string[]).includes(name);

/** A pass-through that hashes what goes through it. */
function hashing(): Transform & { digest(): string } {
  const hash = createHash('sha256');
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  }) as Transform & { digest(): string };
  transform.digest = () => hash.digest('hex');
  return transform;
}

async function digestOf(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  await finished(stream);
  return { sha256: hash.digest('hex'), size };
}

/**
 * Moves every completed document's bytes into the `to` driver (docs/decisions/021-s3-storage.md).
 * Per document: copy under the same key while hashing the source, read the copy back and compare
 * hashes and size, then switch the row's driver (with its audit row, in one transaction), and only
 * then remove the source copy. The row is the checkpoint: stopped anywhere, the row still names a
 * driver that holds every byte, so a second run carries on and nothing is lost; at worst a stray
 * copy is left in the old driver after a stop between the switch and the removal.
 */
export async function migrateStorage(options: MigrateStorageOptions): Promise<MigrateSummary> {
  const { db, to, storageFor, actor, afterStep } = options;
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 100;
  const target = storageFor(to);
  const summary: MigrateSummary = { to, moved: 0, bytes: 0, failed: [], byDriver: {} };
  let afterId = 0;
  for (;;) {
    const batch = await queries.documents.listDocumentsNotIn(db, to, afterId, batchSize);
    if (batch.length === 0) break;
    for (const document of batch) {
      afterId = document.id;
      const from = document.storageDriver;
      if (!isDriver(from)) {
        summary.failed.push({ id: document.id, reason: `unknown storage driver ${from}` });
        continue;
      }
      const source = storageFor(from);
      const key = document.filename;
      const tap = hashing();
      let copied: { size: number };
      try {
        const read = await source.get(key);
        read.once('error', (error) => tap.destroy(error));
        copied = await target.put(key, read.pipe(tap), {
          maxBytes: Math.max(document.fileSize, 1),
        });
      } catch (error) {
        summary.failed.push({
          id: document.id,
          reason: `copy failed: ${(error as Error).message}`,
        });
        continue;
      }
      const sha256 = tap.digest();
      afterStep?.('copied', document.id);

      const check = await digestOf(await target.get(key)).catch((error: unknown) => ({
        sha256: `unreadable: ${(error as Error).message}`,
        size: -1,
      }));
      if (
        check.sha256 !== sha256 ||
        check.size !== document.fileSize ||
        copied.size !== check.size
      ) {
        await target.delete(key).catch(() => undefined);
        summary.failed.push({
          id: document.id,
          reason: `checksum mismatch (source ${copied.size} bytes ${sha256}, copy ${check.size} bytes ${check.sha256}, row ${document.fileSize} bytes)`,
        });
        continue;
      }
      afterStep?.('verified', document.id);

      const switched = await db.transaction().execute(async (trx) => {
        if (!(await queries.documents.moveDocumentDriver(trx, document.id, from, to))) return false;
        await writeAudit(trx, actor, {
          action: 'document_storage_moved',
          resourceType: 'document',
          resourceId: document.id,
          previousData: { storageDriver: from },
          newData: { storageDriver: to, sha256, fileSize: check.size },
        });
        return true;
      });
      if (!switched) {
        // Deleted (or moved by another run) meanwhile: the copy belongs to no row.
        if (!(await queries.documents.documentIsIn(db, document.id, to)))
          await target.delete(key).catch(() => undefined);
        continue;
      }
      afterStep?.('switched', document.id);
      await source.delete(key);
      afterStep?.('removed', document.id);
      summary.moved += 1;
      summary.bytes += check.size;
      log(
        `moved document ${document.id} (${check.size} bytes, sha256 ${sha256.slice(0, 12)}…) ${from} → ${to}`,
      );
    }
  }
  summary.byDriver = await queries.documents.countDocumentsByDriver(db);
  return summary;
}
