import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { DOCUMENT_IN_USE_MESSAGE, MAX_UPLOAD_BYTES } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationInput,
  contextFor,
  createMemoryStorage,
  seedProgram,
  signIn,
  type SignedIn,
  errorOf,
  expectError,
} from '../../testing';
import {
  FILE_TOO_LARGE_MESSAGE,
  FINISHED_ADD_MESSAGE,
  FINISHED_DELETE_MESSAGE,
  UNSUPPORTED_FILE_MESSAGE,
  openDocumentDownload,
} from '../../services/documents';
import { registerUploadedDocument } from '../../services/documents';

/** The smallest files of each kind the sniffer must recognise. */
const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01'),
    Buffer.alloc(64),
  ]),
};

/** A stream delivering `data` in small chunks, as a network upload would. */
function chunked(data: Buffer, size = 1000): Readable {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += size)
    parts.push(data.subarray(offset, offset + size));
  return Readable.from(parts);
}

describe.each(testDrivers())('documents on %s', (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();
  let programId: number;
  let owner: SignedIn;
  let intruder: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ({ programId } = await seedProgram(database.db));
    owner = await signIn(database.db, storage);
    intruder = await signIn(database.db, storage);
    admin = await signIn(database.db, storage, { role: 'admin' });
  });
  afterAll(async () => {
    await database.dispose();
  });

  /** A new student's application, or (given the overrides) one for the same student again. */
  async function newApplication(overrides: Parameters<typeof applicationInput>[1] = {}) {
    return (await owner.caller.application.create(applicationInput(programId, overrides))).id;
  }

  async function upload(
    who: SignedIn,
    fields: Record<string, unknown>,
    data: Buffer,
    filename = 'file.bin',
  ) {
    const ctx = await contextFor(database.db, storage, who.token);
    return registerUploadedDocument(ctx, fields, { stream: chunked(data), filename });
  }

  function documentRows(applicationId: number) {
    return database.db
      .selectFrom('documents')
      .selectAll()
      .where('applicationId', '=', applicationId)
      .execute();
  }

  it('stores an upload, records its metadata from the bytes and audits it', async () => {
    const applicationId = await newApplication();
    const meta = await upload(
      owner,
      {
        applicationId: String(applicationId),
        mimeType: 'text/plain',
        fileSize: '5',
        filename: '../../etc/passwd',
      },
      SAMPLE_FILES.pdf,
      'My Passport Scan.pdf',
    );
    expect(meta).toMatchObject({
      applicationId,
      documentType: 'passport',
      originalFilename: 'My Passport Scan.pdf',
      fileSize: SAMPLE_FILES.pdf.length,
      mimeType: 'application/pdf',
    });
    expect(meta.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(storage.objects.get(meta.filename)).toEqual(SAMPLE_FILES.pdf);
    expect(await owner.caller.document.list({ applicationId })).toEqual([meta]);
    expect((await owner.caller.application.byId({ id: applicationId })).documents).toEqual([meta]);

    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'document_uploaded')
      .where('resourceId', '=', String(meta.id))
      .executeTakeFirst();
    expect(audit?.userId).toBe(owner.userId);
    expect(audit?.newData).toMatchObject({
      applicationId,
      originalFilename: 'My Passport Scan.pdf',
    });
  });

  it('accepts PNG, JPEG and GIF, the apply screen’s type aliases, and infers a missing type', async () => {
    const applicationId = await newApplication();
    const png = await upload(
      owner,
      { applicationId, documentType: 'english_certificate' },
      SAMPLE_FILES.png,
      'a.png',
    );
    const jpeg = await upload(
      owner,
      { applicationId, originalFilename: 'IELTS result.jpg' },
      SAMPLE_FILES.jpeg,
    );
    const gif = await upload(
      owner,
      { applicationId, documentType: '' },
      SAMPLE_FILES.gif,
      'scan.gif',
    );
    expect([png.mimeType, jpeg.mimeType, gif.mimeType]).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
    ]);
    expect([png.documentType, jpeg.documentType, gif.documentType]).toEqual([
      'english-proficiency',
      'english-proficiency',
      'other',
    ]);
    await expectError(
      upload(owner, { applicationId, documentType: 'selfie' }, SAMPLE_FILES.png),
      'BAD_REQUEST',
    );
    await expectError(
      upload(owner, {}, SAMPLE_FILES.png),
      'BAD_REQUEST',
      'Application is required',
    );
  });

  it('refuses a file whose bytes are not PDF/PNG/JPEG/GIF with 415, whatever the client claims, and stores nothing', async () => {
    const applicationId = await newApplication();
    const objectsBefore = storage.objects.size;
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    await expectError(
      upload(owner, { applicationId, mimeType: 'application/pdf' }, fake, 'cv.pdf'),
      'UNSUPPORTED_MEDIA_TYPE',
      UNSUPPORTED_FILE_MESSAGE,
    );
    await expectError(
      upload(owner, { applicationId }, Buffer.alloc(0), 'empty.pdf'),
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(storage.objects.size).toBe(objectsBefore);
    expect(await documentRows(applicationId)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const applicationId = await newApplication();
    const objectsBefore = storage.objects.size;
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await expectError(
      upload(owner, { applicationId }, big, 'big.pdf'),
      'PAYLOAD_TOO_LARGE',
      FILE_TOO_LARGE_MESSAGE,
    );
    expect(FILE_TOO_LARGE_MESSAGE).toBe('File is too large. The maximum size is 10 MB.');
    expect(storage.objects.size).toBe(objectsBefore);
    expect(await documentRows(applicationId)).toEqual([]);
    // Exactly at the limit is fine.
    const exact = Buffer.concat([
      SAMPLE_FILES.pdf,
      Buffer.alloc(MAX_UPLOAD_BYTES - SAMPLE_FILES.pdf.length),
    ]);
    expect((await upload(owner, { applicationId }, exact, 'exact.pdf')).fileSize).toBe(
      MAX_UPLOAD_BYTES,
    );
  });

  it('answers 401 signed out, 404 for another agent’s application, 409 once finished; admins may upload', async () => {
    const applicationId = await newApplication();
    const anonymous = await contextFor(database.db, storage);
    const anonymousError = await errorOf(
      registerUploadedDocument(anonymous, { applicationId }, { stream: chunked(SAMPLE_FILES.pdf) }),
    );
    expect(anonymousError.code).toBe('UNAUTHORIZED');
    await expectError(
      upload(intruder, { applicationId }, SAMPLE_FILES.pdf),
      'NOT_FOUND',
      'Application not found',
    );
    expect(await documentRows(applicationId)).toEqual([]);

    const byAdmin = await upload(admin, { applicationId }, SAMPLE_FILES.pdf, 'transcript.pdf');
    expect(byAdmin.documentType).toBe('transcript');

    await database.db
      .updateTable('applications')
      .set({ status: 'approved' })
      .where('id', '=', applicationId)
      .execute();
    await expectError(
      upload(owner, { applicationId }, SAMPLE_FILES.pdf),
      'CONFLICT',
      FINISHED_ADD_MESSAGE,
    );
    expect(await documentRows(applicationId)).toHaveLength(1);
  });

  it('refuses and discards an upload when the application was finished while it streamed', async () => {
    const applicationId = await newApplication();
    const ctx = await contextFor(database.db, storage, owner.token);
    const finishingStorage = {
      ...storage,
      async put(...args: Parameters<typeof storage.put>) {
        const stored = await storage.put(...args);
        await database.db
          .updateTable('applications')
          .set({ status: 'rejected' })
          .where('id', '=', applicationId)
          .execute();
        return stored;
      },
    };
    const objectsBefore = storage.objects.size;
    await expectError(
      registerUploadedDocument(
        { ...ctx, storage: finishingStorage },
        { applicationId },
        { stream: chunked(SAMPLE_FILES.pdf) },
      ),
      'CONFLICT',
      FINISHED_ADD_MESSAGE,
    );
    expect(storage.objects.size).toBe(objectsBefore);
    expect(await documentRows(applicationId)).toEqual([]);
  });

  it('hides uploads still in progress and clears ones abandoned long ago', async () => {
    const applicationId = await newApplication();
    const { studentId } = await database.db
      .selectFrom('applications')
      .select('studentId')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    const pendingKey = '00000000-0000-4000-8000-000000000001.pdf';
    await database.db
      .insertInto('documents')
      .values({
        applicationId,
        studentId,
        userId: owner.userId,
        documentType: 'other',
        filename: pendingKey,
        originalFilename: 'half.pdf',
        fileSize: 0,
        mimeType: 'application/pdf',
        storageDriver: 'pending',
        uploadedAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
      })
      .execute();
    storage.objects.set(pendingKey, Buffer.from('partial'));
    expect(await owner.caller.document.list({ applicationId })).toEqual([]);
    await upload(owner, { applicationId }, SAMPLE_FILES.pdf);
    expect((await documentRows(applicationId)).map((row) => row.filename)).not.toContain(
      pendingKey,
    );
    expect(storage.objects.has(pendingKey)).toBe(false);
  });

  it('downloads for the owner and admins only', async () => {
    const applicationId = await newApplication();
    const meta = await upload(owner, { applicationId }, SAMPLE_FILES.png, 'photo.png');
    const ownerDownload = await openDocumentDownload(
      await contextFor(database.db, storage, owner.token),
      meta.id,
    );
    expect(ownerDownload.document).toEqual(meta);
    expect(await buffer(ownerDownload.stream)).toEqual(SAMPLE_FILES.png);
    const adminDownload = await openDocumentDownload(
      await contextFor(database.db, storage, admin.token),
      meta.id,
    );
    expect(await buffer(adminDownload.stream)).toEqual(SAMPLE_FILES.png);

    const intruderContext = await contextFor(database.db, storage, intruder.token);
    await expectError(
      openDocumentDownload(intruderContext, meta.id),
      'NOT_FOUND',
      'Document not found',
    );
    await expectError(
      openDocumentDownload(await contextFor(database.db, storage), meta.id),
      'UNAUTHORIZED',
    );
  });

  it('removes a document from an application for the owner, audited, keeping it on the file; refuses others and, for agents, finished applications', async () => {
    const applicationId = await newApplication();
    const first = await upload(owner, { applicationId }, SAMPLE_FILES.pdf);
    const second = await upload(owner, { applicationId }, SAMPLE_FILES.gif);

    await expectError(
      intruder.caller.document.delete({ id: first.id, applicationId }),
      'NOT_FOUND',
      'Application not found',
    );
    expect(await owner.caller.document.list({ applicationId })).toHaveLength(2);

    expect(await owner.caller.document.delete({ id: first.id, applicationId })).toEqual(first);
    expect(storage.objects.has(first.filename)).toBe(true);
    expect(await documentRows(applicationId)).toHaveLength(2);
    expect((await owner.caller.document.list({ applicationId })).map((doc) => doc.id)).toEqual([
      second.id,
    ]);
    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'document_removed_from_application')
      .where('resourceId', '=', String(first.id))
      .executeTakeFirst();
    expect(audit?.previousData).toEqual({ applicationId, documentId: first.id });
    await expectError(
      owner.caller.document.delete({ id: first.id, applicationId }),
      'NOT_FOUND',
      'Document not found',
    );

    await database.db
      .updateTable('applications')
      .set({ status: 'rejected' })
      .where('id', '=', applicationId)
      .execute();
    await expectError(
      owner.caller.document.delete({ id: second.id, applicationId }),
      'CONFLICT',
      FINISHED_DELETE_MESSAGE,
    );
    await admin.caller.document.delete({ id: second.id, applicationId });
    expect(await owner.caller.document.list({ applicationId })).toEqual([]);
  });

  it("deletes a document and its bytes from the student's file, audited, unless a submitted application holds it", async () => {
    // One student's two applications share a document.
    const draftId = await newApplication({ studentEmail: 'shared.file@example.com' });
    const submittedId = await newApplication({
      studentEmail: 'shared.file@example.com',
      intakeDate: 'January 2027',
    });
    const onDraft = await upload(owner, { applicationId: draftId }, SAMPLE_FILES.pdf);
    const onBoth = await upload(owner, { applicationId: draftId }, SAMPLE_FILES.gif);
    await owner.caller.application.attachDocuments({
      applicationId: submittedId,
      documentIds: [onBoth.id],
    });
    await owner.caller.application.submit({ id: submittedId });

    await expectError(
      intruder.caller.document.delete({ id: onDraft.id }),
      'NOT_FOUND',
      'Document not found',
    );
    expect(storage.objects.has(onDraft.filename)).toBe(true);

    expect(await owner.caller.document.delete({ id: onDraft.id })).toEqual(onDraft);
    expect(storage.objects.has(onDraft.filename)).toBe(false);
    expect((await owner.caller.document.list({ applicationId: draftId })).map((d) => d.id)).toEqual(
      [onBoth.id],
    );
    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'document_deleted')
      .where('resourceId', '=', String(onDraft.id))
      .executeTakeFirst();
    expect(audit?.previousData).toMatchObject({
      originalFilename: onDraft.originalFilename,
      applicationIds: [draftId],
    });
    await expectError(owner.caller.document.delete({ id: onDraft.id }), 'NOT_FOUND');

    for (const who of [owner, admin]) {
      await expectError(
        who.caller.document.delete({ id: onBoth.id }),
        'CONFLICT',
        DOCUMENT_IN_USE_MESSAGE,
      );
    }
    expect(storage.objects.has(onBoth.filename)).toBe(true);
    expect(await owner.caller.document.list({ applicationId: submittedId })).toHaveLength(1);
  });

  it('keeps the documented DELETE for a document on exactly one application the agent may still edit', async () => {
    const submittedId = await newApplication();
    const only = await upload(owner, { applicationId: submittedId }, SAMPLE_FILES.pdf);
    await owner.caller.application.submit({ id: submittedId });
    // The documented REST call sends no applicationId: the document comes off its one (submitted,
    // still editable) application and, nothing else holding it, off the student's file.
    expect(await owner.caller.document.delete({ id: only.id })).toEqual(only);
    expect(await owner.caller.document.list({ applicationId: submittedId })).toEqual([]);
    expect(storage.objects.has(only.filename)).toBe(false);
    await expectError(owner.caller.document.delete({ id: only.id }), 'NOT_FOUND');

    // An application past the agent's edits (under review) keeps its file: still the 409.
    const reviewedId = await newApplication();
    const reviewed = await upload(owner, { applicationId: reviewedId }, SAMPLE_FILES.png);
    await owner.caller.application.submit({ id: reviewedId });
    await admin.caller.admin.application.changeStatus({ id: reviewedId, status: 'under-review' });
    await expectError(
      owner.caller.document.delete({ id: reviewed.id }),
      'CONFLICT',
      DOCUMENT_IN_USE_MESSAGE,
    );
    expect(storage.objects.has(reviewed.filename)).toBe(true);
  });
});
