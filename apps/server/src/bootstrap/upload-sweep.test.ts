import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newStorageKey } from '@uniguide/api';
import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../storage';
import { PARTIAL_FOLDER, partialFilePrefix } from '../storage/disk';
import { spoolFolderPrefix } from '../storage/spool';
import { accountWithSession } from '../storage/test-fixtures';
import { sweepAbandonedUploads } from './upload-sweep';

/** A process id no live process has (beyond Linux's pid_max). */
const DEAD = { pid: 4_999_999, instance: '0123456789ab' };
/**
 * The process that ran before this one with the same pid, as a container's PID 1 does on every
 * restart: only its instance tells it apart.
 */
const EARLIER_RUN = { pid: process.pid, instance: 'ba9876543210' };
/** A live neighbour sharing the temp folder (this test's parent process). */
const NEIGHBOUR = { pid: process.ppid, instance: 'c0ffee000000' };

describe.each(testDrivers())('start-up sweep of abandoned uploads on %s', (driver) => {
  let database: TestDatabase;
  let root: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    root = await mkdtemp(join(tmpdir(), 'uniguide-sweep-test-'));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  it('removes a crashed process’s spool folders, partial files and pending rows with their bytes', async () => {
    const spoolRoot = join(root, 'tmp');
    const uploadsDir = join(root, 'uploads');
    const storage = createDiskStorage(uploadsDir);
    await mkdir(join(uploadsDir, PARTIAL_FOLDER), { recursive: true });
    await mkdir(join(spoolRoot, `${spoolFolderPrefix(DEAD)}abc`), { recursive: true });
    await writeFile(join(spoolRoot, `${spoolFolderPrefix(DEAD)}abc`, 'file'), 'half');
    await mkdir(join(spoolRoot, `${spoolFolderPrefix()}live`), { recursive: true });
    await mkdir(join(spoolRoot, `${spoolFolderPrefix(EARLIER_RUN)}old`), { recursive: true });
    await mkdir(join(spoolRoot, `${spoolFolderPrefix(NEIGHBOUR)}busy`), { recursive: true });
    // As a version that named folders by pid alone left it, with this process's pid.
    await mkdir(join(spoolRoot, `uniguide-upload-${process.pid}-legacy`), { recursive: true });
    await mkdir(join(spoolRoot, 'someone-else'), { recursive: true });
    await writeFile(join(uploadsDir, PARTIAL_FOLDER, `${partialFilePrefix(DEAD)}x.part`), 'half');
    await writeFile(join(uploadsDir, PARTIAL_FOLDER, `${partialFilePrefix()}y.part`), 'mine');
    await writeFile(
      join(uploadsDir, PARTIAL_FOLDER, `${partialFilePrefix(EARLIER_RUN)}z.part`),
      'half',
    );
    await writeFile(
      join(uploadsDir, PARTIAL_FOLDER, `${partialFilePrefix(NEIGHBOUR)}w.part`),
      'theirs',
    );

    // A pending row whose bytes were stored before the crash, and a complete document.
    const { userId } = await accountWithSession(database.db);
    const student = await database.db
      .insertInto('students')
      .values({
        userId,
        firstName: 'Yusuf',
        lastName: 'Rahman',
        email: 'yusuf@example.com',
        phone: '+971 52 222 3333',
        dateOfBirth: '2002-09-30',
        nationality: 'Egyptian',
        gender: 'male',
        highestQualification: 'High School',
        qualificationName: 'Thanaweya Amma',
        institutionName: 'Cairo High School',
        graduationYear: '2020',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = {
      applicationId: null,
      studentId: student.id,
      userId,
      documentType: 'passport' as const,
      originalFilename: 'passport.pdf',
      mimeType: 'application/pdf',
      expiresOn: null,
    };
    const pendingKey = newStorageKey('pdf');
    const pendingId = await queries.documents.insertPendingDocument(database.db, {
      ...row,
      filename: pendingKey,
    });
    const { Readable } = await import('node:stream');
    await storage.put(pendingKey, Readable.from([Buffer.from('%PDF-1.4')]), { maxBytes: 100 });
    const completeId = await queries.documents.insertPendingDocument(database.db, {
      ...row,
      filename: newStorageKey('pdf'),
    });
    await queries.documents.completeDocument(database.db, completeId, {
      fileSize: 8,
      storageDriver: 'disk',
    });

    const report = await sweepAbandonedUploads({
      database,
      storage,
      uploadsDir,
      spoolRoot,
      // As a later start: past the shared-database grace period too.
      now: new Date(Date.now() + 2 * 60 * 60 * 1000),
    });

    expect(report.spoolFolders.sort()).toEqual(
      [
        join(spoolRoot, `${spoolFolderPrefix(DEAD)}abc`),
        join(spoolRoot, `${spoolFolderPrefix(EARLIER_RUN)}old`),
        join(spoolRoot, `uniguide-upload-${process.pid}-legacy`),
      ].sort(),
    );
    expect(report.partialFiles.sort()).toEqual(
      [
        join(uploadsDir, PARTIAL_FOLDER, `${partialFilePrefix(DEAD)}x.part`),
        join(uploadsDir, PARTIAL_FOLDER, `${partialFilePrefix(EARLIER_RUN)}z.part`),
      ].sort(),
    );
    expect(report.pendingDocuments).toEqual([pendingId]);
    expect((await readdir(spoolRoot)).sort()).toEqual(
      [`${spoolFolderPrefix()}live`, `${spoolFolderPrefix(NEIGHBOUR)}busy`, 'someone-else'].sort(),
    );
    expect((await readdir(join(uploadsDir, PARTIAL_FOLDER))).sort()).toEqual(
      [`${partialFilePrefix()}y.part`, `${partialFilePrefix(NEIGHBOUR)}w.part`].sort(),
    );
    await expect(stat(join(uploadsDir, pendingKey.slice(0, 2), pendingKey))).rejects.toThrow();
    const left = await database.db.selectFrom('documents').select('id').execute();
    expect(left.map((document) => document.id)).toEqual([completeId]);
  });
});
