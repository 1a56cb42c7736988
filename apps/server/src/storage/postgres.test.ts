import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { newStorageKey, toErrorBody } from '@uniguide/api';
import { queries } from '@uniguide/db';
import {
  createTestDatabase,
  insertTestStudent,
  testDrivers,
  type TestDatabase,
} from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresStorage } from './postgres';
import { applicationForm, accountWithSession, seedProgram } from './test-fixtures';

describe.each(testDrivers())('postgres storage on %s', (driver) => {
  let database: TestDatabase;
  let applicationId: number;
  let studentId: number;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ({ userId } = await accountWithSession(database.db));
    const { programId } = await seedProgram(database.db);
    studentId = (await insertTestStudent(database.db, userId)).id;
    const row = await queries.applications.insertApplication(database.db, {
      ...applicationForm(),
      studentDateOfBirth: '2002-09-30',
      userId,
      studentId,
      programId,
      cgpa: null,
      notes: null,
    });
    applicationId = row.id;
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function pendingRow(key: string) {
    return queries.documents.insertPendingDocument(database.db, {
      applicationId,
      studentId,
      userId,
      documentType: 'other',
      filename: key,
      originalFilename: 'scan.pdf',
      mimeType: 'application/pdf',
      expiresOn: null,
    });
  }

  function storedBytes(key: string) {
    return database.db
      .selectFrom('documents')
      .select('fileData')
      .where('filename', '=', key)
      .executeTakeFirst();
  }

  it('keeps the bytes in the document row and reads them back', async () => {
    const storage = createPostgresStorage(database.db);
    const key = newStorageKey('pdf');
    await pendingRow(key);
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251));
    expect(
      await storage.put(key, Readable.from([data.subarray(0, 1000), data.subarray(1000)]), {
        maxBytes: 100_000,
      }),
    ).toEqual({
      size: data.length,
    });
    expect(await buffer(await storage.get(key))).toEqual(data);
    await storage.delete(key);
    expect((await storedBytes(key))?.fileData).toBeNull();
    expect(toErrorBody(await storage.get(key).catch((error: unknown) => error)).code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses an over-limit upload with 413 and writes nothing', async () => {
    const storage = createPostgresStorage(database.db);
    const key = newStorageKey('pdf');
    await pendingRow(key);
    const error = await storage
      .put(key, Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 })
      .catch((caught: unknown) => caught);
    expect(toErrorBody(error).code).toBe('PAYLOAD_TOO_LARGE');
    expect((await storedBytes(key))?.fileData).toBeNull();
  });

  it('fails when no document row holds the key', async () => {
    const storage = createPostgresStorage(database.db);
    await expect(
      storage.put(newStorageKey('pdf'), Readable.from([Buffer.from('x')]), { maxBytes: 10 }),
    ).rejects.toThrow(/No document row/);
    await expect(storage.get('../etc/passwd')).rejects.toThrow('Invalid storage key');
  });
});
