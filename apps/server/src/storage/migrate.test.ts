import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { newStorageKey, type Storage, type StorageDriver } from '@uniguide/api';
import { queries } from '@uniguide/db';
import { sql } from '@uniguide/db/testing';
import {
  createTestDatabase,
  insertTestStudent,
  testDrivers,
  type TestDatabase,
} from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../bootstrap/accounts';
import { storageDriverFor } from './index';
import { migrateStorage, type MoveStep } from './migrate';
import { startLocalS3, type LocalS3 } from './s3-server';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

class Interrupted extends Error {}

describe.each(testDrivers())('storage:migrate on %s', (driver) => {
  let database: TestDatabase;
  let dataDir: string;
  let s3: LocalS3;
  const originals = new Map<number, Buffer>();
  /** The marketing kit's files, which move with the documents. */
  const materials = new Map<number, Buffer>();
  const storages = new Map<StorageDriver, Storage>();
  const storageFor = (name: StorageDriver) => {
    let storage = storages.get(name);
    if (!storage) {
      storage = storageDriverFor(name, { dataDir, s3: s3.settings }, database)!;
      storages.set(name, storage);
    }
    return storage;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dataDir = await mkdtemp(join(tmpdir(), 'uniguide-migrate-test-'));
    s3 = await startLocalS3();
    const user = await database.db
      .insertInto('users')
      .values({
        username: `migrate-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const student = await insertTestStudent(database.db, user.id, {
      firstName: 'Huda',
      lastName: 'Kassem',
    });
    // Twelve documents on disk, of sizes from 1 byte to 1.5 MB.
    for (let i = 0; i < 12; i += 1) {
      const key = newStorageKey('pdf');
      const data = randomBytes(i === 0 ? 1 : Math.floor((1.5 * 1024 * 1024 * i) / 11));
      const id = await queries.documents.insertPendingDocument(database.db, {
        applicationId: null,
        userId: user.id,
        studentId: student.id,
        documentType: 'passport',
        filename: key,
        originalFilename: `passport-${i}.pdf`,
        mimeType: 'application/pdf',
        expiresOn: null,
      });
      await storageFor('disk').put(key, Readable.from([data]), { maxBytes: 10 * 1024 * 1024 });
      await queries.documents.completeDocument(database.db, id, {
        fileSize: data.length,
        storageDriver: 'disk',
      });
      originals.set(id, data);
    }
    // Two marketing materials' files on disk (a brochure and a logo).
    const university = await database.db
      .insertInto('universities')
      .values({ name: `Migrate University ${randomBytes(3).toString('hex')}`, location: 'Dubai' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [type, size] of [
      ['brochure', 700_000],
      ['logo', 3_000],
    ] as const) {
      const key = newStorageKey(type === 'logo' ? 'png' : 'pdf');
      const data = randomBytes(size);
      await storageFor('disk').put(key, Readable.from([data]), { maxBytes: 10 * 1024 * 1024 });
      const row = await database.db
        .insertInto('marketingMaterials')
        .values({
          id: sql<number>`nextval(pg_get_serial_sequence('marketing_materials', 'id'))`,
          seriesId: sql<number>`currval(pg_get_serial_sequence('marketing_materials', 'id'))`,
          version: 1,
          regionTags: [],
          universityId: university.id,
          materialType: type,
          title: `Migrated ${type}`,
          language: 'en',
          storageKey: key,
          storageDriver: 'disk',
          mimeType: type === 'logo' ? 'image/png' : 'application/pdf',
          fileSize: data.length,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      materials.set(row.id, data);
    }
  });
  afterAll(async () => {
    await database?.dispose();
    await s3?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Every document's bytes, read from the driver its row names, equal the original. */
  async function verifyAll(expected: StorageDriver | null) {
    const rows = await database.db
      .selectFrom('documents')
      .select(['id', 'filename', 'storageDriver'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(originals.size);
    for (const row of rows) {
      if (expected) expect(row.storageDriver).toBe(expected);
      const data = await buffer(
        await storageFor(row.storageDriver as StorageDriver).get(row.filename),
      );
      expect(sha256(data)).toBe(sha256(originals.get(row.id)!));
    }
  }

  /** Every marketing file's bytes, read from the driver its row names, equal the original. */
  async function verifyMaterials(expected: StorageDriver) {
    const rows = await database.db
      .selectFrom('marketingMaterials')
      .select(['id', 'storageKey', 'storageDriver'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(materials.size);
    for (const row of rows) {
      expect(row.storageDriver).toBe(expected);
      const data = await buffer(
        await storageFor(row.storageDriver as StorageDriver).get(row.storageKey!),
      );
      expect(sha256(data)).toBe(sha256(materials.get(row.id)!));
    }
  }

  const run = (to: StorageDriver, stopAt?: { step: MoveStep; after: number }) => {
    let seen = 0;
    return migrateStorage({
      db: database.db,
      to,
      storageFor,
      actor: systemActor('storage-migrate-test'),
      batchSize: 5,
      afterStep: (step) => {
        if (stopAt && step === stopAt.step && (seen += 1) > stopAt.after) throw new Interrupted();
      },
    });
  };

  it('moves documents and marketing files disk → s3 → postgres → disk, stopped at every step and rerun, losing nothing', async () => {
    const route: Array<[StorageDriver, MoveStep]> = [
      ['s3', 'copied'],
      ['postgres', 'switched'],
      ['disk', 'verified'],
    ];
    for (const [to, step] of route) {
      await expect(run(to, { step, after: 4 })).rejects.toBeInstanceOf(Interrupted);
      // Stopped half-way: some documents moved, the rest still where they were, all readable.
      const byDriver = await queries.documents.countDocumentsByDriver(database.db);
      expect(byDriver[to] ?? 0).toBeGreaterThan(0);
      expect(byDriver[to]).toBeLessThan(originals.size);
      await verifyAll(null);

      const summary = await run(to);
      expect(summary.failed).toEqual([]);
      expect(summary.byDriver).toEqual({ [to]: originals.size });
      expect(summary.materialsByDriver).toEqual({ [to]: materials.size });
      await verifyAll(to);
      await verifyMaterials(to);
    }
    // Back on disk: one file per document and nothing in the bucket or the rows' bytes.
    const files = (
      await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
    ).filter((entry) => entry.isFile() && !entry.parentPath.includes('.partial'));
    expect(files.length).toBeGreaterThanOrEqual(originals.size);
    const inRows = await database.db
      .selectFrom('documents')
      .select('id')
      .where('fileData', 'is not', null)
      .execute();
    expect(inRows).toEqual([]);
    const materialBytes = await database.db
      .selectFrom('marketingMaterials')
      .select('id')
      .where('fileData', 'is not', null)
      .execute();
    expect(materialBytes).toEqual([]);
    const materialAudits = await database.db
      .selectFrom('auditLogs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('action', '=', 'marketing_material_storage_moved')
      .executeTakeFirstOrThrow();
    expect(Number(materialAudits.count)).toBe(materials.size * 3);
    const audits = await database.db
      .selectFrom('auditLogs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('action', '=', 'document_storage_moved')
      .executeTakeFirstOrThrow();
    expect(Number(audits.count)).toBe(originals.size * 3);
  }, 300_000);

  it('refuses a copy whose bytes differ from the row and leaves the document where it was', async () => {
    const row = await database.db
      .selectFrom('documents')
      .select(['id', 'filename'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // The row claims one byte more than the file holds: the read-back size cannot match.
    await database.db
      .updateTable('documents')
      .set((eb) => ({ fileSize: eb('fileSize', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    const summary = await run('s3');
    expect(summary.failed).toHaveLength(1);
    expect(summary.failed[0]!.id).toBe(row.id);
    expect(summary.failed[0]!.reason).toMatch(/checksum mismatch/);
    const after = await database.db
      .selectFrom('documents')
      .select('storageDriver')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.storageDriver).toBe('disk');
    await expect(storageFor('s3').get(row.filename)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
