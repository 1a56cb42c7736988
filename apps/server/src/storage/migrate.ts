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
  /** The Storage of each driver a file may be in (built lazily by the caller). */
  storageFor: (driver: StorageDriver) => Storage;
  actor: AuditActor;
  log?: (line: string) => void;
  /** Called after each step of each file; throwing stops the run there (tests, Ctrl-C). */
  afterStep?: (step: MoveStep, id: number, kind: StoredFileKind) => void;
  batchSize?: number;
}

/** What holds stored files: applications' documents, and the marketing kit's materials. */
export type StoredFileKind = 'document' | 'marketing material';

export interface MigrateSummary {
  to: StorageDriver;
  moved: number;
  bytes: number;
  failed: Array<{ id: number; kind: StoredFileKind; reason: string }>;
  /** Documents per driver after the run. */
  byDriver: Record<string, number>;
  /** Marketing materials' files per driver after the run. */
  materialsByDriver: Record<string, number>;
}

/** One kind of stored file: its work list, its compare-and-set switch and its audit row. */
interface StoredFiles {
  kind: StoredFileKind;
  list: typeof queries.documents.listDocumentsNotIn;
  move: typeof queries.documents.moveDocumentDriver;
  holds: (db: Kysely<DB>, id: number, driver: string) => Promise<boolean>;
  auditAction: string;
  resourceType: string;
}

const STORED_FILES: readonly StoredFiles[] = [
  {
    kind: 'document',
    list: queries.documents.listDocumentsNotIn,
    move: queries.documents.moveDocumentDriver,
    holds: queries.documents.documentIsIn,
    auditAction: 'document_storage_moved',
    resourceType: 'document',
  },
  {
    kind: 'marketing material',
    list: queries.marketing.listMaterialsNotIn,
    move: queries.marketing.moveMaterialDriver,
    holds: queries.marketing.materialIn,
    auditAction: 'marketing_material_storage_moved',
    resourceType: 'marketing_material',
  },
];

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
 * Moves every completed document's and every marketing material's bytes into the `to` driver
 * (docs/decisions/021-s3-storage.md). Per file: copy under the same key while hashing the source,
 * read the copy back and compare hashes and size, then switch the row's driver (with its audit row,
 * in one transaction), and only then remove the source copy. The row is the checkpoint: stopped
 * anywhere, the row still names a driver that holds every byte, so a second run carries on and
 * nothing is lost; at worst a stray copy is left in the old driver after a stop between the switch
 * and the removal.
 */
export async function migrateStorage(options: MigrateStorageOptions): Promise<MigrateSummary> {
  const { db, to } = options;
  const summary: MigrateSummary = {
    to,
    moved: 0,
    bytes: 0,
    failed: [],
    byDriver: {},
    materialsByDriver: {},
  };
  for (const files of STORED_FILES) await migrateFiles(options, files, summary);
  summary.byDriver = await queries.documents.countDocumentsByDriver(db);
  summary.materialsByDriver = await queries.marketing.countMaterialsByDriver(db);
  return summary;
}

async function migrateFiles(
  options: MigrateStorageOptions,
  files: StoredFiles,
  summary: MigrateSummary,
): Promise<void> {
  const { db, to, storageFor, actor, afterStep } = options;
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 100;
  const target = storageFor(to);
  const { kind } = files;
  let afterId = 0;
  for (;;) {
    const batch = await files.list(db, to, afterId, batchSize);
    if (batch.length === 0) break;
    for (const file of batch) {
      afterId = file.id;
      const from = file.storageDriver;
      if (!isDriver(from)) {
        summary.failed.push({ id: file.id, kind, reason: `unknown storage driver ${from}` });
        continue;
      }
      const source = storageFor(from);
      const key = file.filename;
      const tap = hashing();
      let copied: { size: number };
      try {
        const read = await source.get(key);
        read.once('error', (error) => tap.destroy(error));
        copied = await target.put(key, read.pipe(tap), {
          maxBytes: Math.max(file.fileSize, 1),
        });
      } catch (error) {
        summary.failed.push({
          id: file.id,
          kind,
          reason: `copy failed: ${(error as Error).message}`,
        });
        continue;
      }
      const sha256 = tap.digest();
      afterStep?.('copied', file.id, kind);

      const check = await digestOf(await target.get(key)).catch((error: unknown) => ({
        sha256: `unreadable: ${(error as Error).message}`,
        size: -1,
      }));
      if (check.sha256 !== sha256 || check.size !== file.fileSize || copied.size !== check.size) {
        await target.delete(key).catch(() => undefined);
        summary.failed.push({
          id: file.id,
          kind,
          reason: `checksum mismatch (source ${copied.size} bytes ${sha256}, copy ${check.size} bytes ${check.sha256}, row ${file.fileSize} bytes)`,
        });
        continue;
      }
      afterStep?.('verified', file.id, kind);

      const switched = await db.transaction().execute(async (trx) => {
        if (!(await files.move(trx, file.id, from, to))) return false;
        await writeAudit(trx, actor, {
          action: files.auditAction,
          resourceType: files.resourceType,
          resourceId: file.id,
          previousData: { storageDriver: from },
          newData: { storageDriver: to, sha256, fileSize: check.size },
        });
        return true;
      });
      if (!switched) {
        // Deleted (or moved by another run) meanwhile: the copy belongs to no row.
        if (!(await files.holds(db, file.id, to))) await target.delete(key).catch(() => undefined);
        continue;
      }
      afterStep?.('switched', file.id, kind);
      await source.delete(key);
      afterStep?.('removed', file.id, kind);
      summary.moved += 1;
      summary.bytes += check.size;
      log(
        `moved ${kind} ${file.id} (${check.size} bytes, sha256 ${sha256.slice(0, 12)}…) ${from} → ${to}`,
      );
    }
  }
}
