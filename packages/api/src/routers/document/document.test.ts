import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { testDrivers } from '@uniguide/db/testing';
import { DOCUMENT_IN_USE_MESSAGE, MAX_UPLOAD_BYTES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import {
  applicationInput,
  contextFor,
  type SignedIn,
  errorOf,
  expectError,
  testWorld,
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
  const world = testWorld(driver, { other: true });

  /** A new student's application, or (given the overrides) one for the same student again. */
  async function newApplication(overrides: Parameters<typeof applicationInput>[1] = {}) {
    return (
      await world.agent.caller.application.create(applicationInput(world.programId, overrides))
    ).id;
  }

  async function upload(
    who: SignedIn,
    fields: Record<string, unknown>,
    data: Buffer,
    filename = 'file.bin',
  ) {
    const ctx = await contextFor(world.db, world.storage, who.token);
    return registerUploadedDocument(ctx, fields, { stream: chunked(data), filename });
  }

  function documentRows(applicationId: number) {
    return world.db
      .selectFrom('documents')
      .selectAll()
      .where('applicationId', '=', applicationId)
      .execute();
  }

  it('stores an upload, records its metadata from the bytes and audits it', async () => {
    const applicationId = await newApplication();
    const meta = await upload(
      world.agent,
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
    expect(world.storage.objects.get(meta.filename)).toEqual(SAMPLE_FILES.pdf);
    expect(await world.agent.caller.document.list({ applicationId })).toEqual([meta]);
    expect((await world.agent.caller.application.byId({ id: applicationId })).documents).toEqual([
      meta,
    ]);

    const audit = await world.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'document_uploaded')
      .where('resourceId', '=', String(meta.id))
      .executeTakeFirst();
    expect(audit?.userId).toBe(world.agent.userId);
    expect(audit?.newData).toMatchObject({
      applicationId,
      originalFilename: 'My Passport Scan.pdf',
    });
  });

  it('accepts PNG, JPEG and GIF, the apply screen’s type aliases, and infers a missing type', async () => {
    const applicationId = await newApplication();
    const png = await upload(
      world.agent,
      { applicationId, documentType: 'english_certificate' },
      SAMPLE_FILES.png,
      'a.png',
    );
    const jpeg = await upload(
      world.agent,
      { applicationId, originalFilename: 'IELTS result.jpg' },
      SAMPLE_FILES.jpeg,
    );
    const gif = await upload(
      world.agent,
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
      upload(world.agent, { applicationId, documentType: 'selfie' }, SAMPLE_FILES.png),
      'BAD_REQUEST',
    );
    await expectError(
      upload(world.agent, {}, SAMPLE_FILES.png),
      'BAD_REQUEST',
      'Application is required',
    );
  });

  it('refuses a file whose bytes are not PDF/PNG/JPEG/GIF with 415, whatever the client claims, and stores nothing', async () => {
    const applicationId = await newApplication();
    const objectsBefore = world.storage.objects.size;
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    await expectError(
      upload(world.agent, { applicationId, mimeType: 'application/pdf' }, fake, 'cv.pdf'),
      'UNSUPPORTED_MEDIA_TYPE',
      UNSUPPORTED_FILE_MESSAGE,
    );
    await expectError(
      upload(world.agent, { applicationId }, Buffer.alloc(0), 'empty.pdf'),
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(world.storage.objects.size).toBe(objectsBefore);
    expect(await documentRows(applicationId)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const applicationId = await newApplication();
    const objectsBefore = world.storage.objects.size;
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await expectError(
      upload(world.agent, { applicationId }, big, 'big.pdf'),
      'PAYLOAD_TOO_LARGE',
      FILE_TOO_LARGE_MESSAGE,
    );
    expect(FILE_TOO_LARGE_MESSAGE).toBe('File is too large. The maximum size is 10 MB.');
    expect(world.storage.objects.size).toBe(objectsBefore);
    expect(await documentRows(applicationId)).toEqual([]);
    // Exactly at the limit is fine.
    const exact = Buffer.concat([
      SAMPLE_FILES.pdf,
      Buffer.alloc(MAX_UPLOAD_BYTES - SAMPLE_FILES.pdf.length),
    ]);
    expect((await upload(world.agent, { applicationId }, exact, 'exact.pdf')).fileSize).toBe(
      MAX_UPLOAD_BYTES,
    );
  });

  it('answers 401 signed out, 404 for another agent’s application, 409 once finished; admins may upload', async () => {
    const applicationId = await newApplication();
    const anonymous = await contextFor(world.db, world.storage);
    const anonymousError = await errorOf(
      registerUploadedDocument(anonymous, { applicationId }, { stream: chunked(SAMPLE_FILES.pdf) }),
    );
    expect(anonymousError.code).toBe('UNAUTHORIZED');
    await expectError(
      upload(world.other, { applicationId }, SAMPLE_FILES.pdf),
      'NOT_FOUND',
      'Application not found',
    );
    expect(await documentRows(applicationId)).toEqual([]);

    const byAdmin = await upload(
      world.admin,
      { applicationId },
      SAMPLE_FILES.pdf,
      'transcript.pdf',
    );
    expect(byAdmin.documentType).toBe('transcript');

    await world.db
      .updateTable('applications')
      .set({ status: 'approved' })
      .where('id', '=', applicationId)
      .execute();
    await expectError(
      upload(world.agent, { applicationId }, SAMPLE_FILES.pdf),
      'CONFLICT',
      FINISHED_ADD_MESSAGE,
    );
    expect(await documentRows(applicationId)).toHaveLength(1);
  });

  it('refuses and discards an upload when the application was finished while it streamed', async () => {
    const applicationId = await newApplication();
    const ctx = await contextFor(world.db, world.storage, world.agent.token);
    const finishingStorage = {
      ...world.storage,
      async put(...args: Parameters<typeof world.storage.put>) {
        const stored = await world.storage.put(...args);
        await world.db
          .updateTable('applications')
          .set({ status: 'rejected' })
          .where('id', '=', applicationId)
          .execute();
        return stored;
      },
    };
    const objectsBefore = world.storage.objects.size;
    await expectError(
      registerUploadedDocument(
        { ...ctx, storage: finishingStorage },
        { applicationId },
        { stream: chunked(SAMPLE_FILES.pdf) },
      ),
      'CONFLICT',
      FINISHED_ADD_MESSAGE,
    );
    expect(world.storage.objects.size).toBe(objectsBefore);
    expect(await documentRows(applicationId)).toEqual([]);
  });

  it('hides uploads still in progress and clears ones abandoned long ago', async () => {
    const applicationId = await newApplication();
    const { studentId } = await world.db
      .selectFrom('applications')
      .select('studentId')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    const pendingKey = '00000000-0000-4000-8000-000000000001.pdf';
    await world.db
      .insertInto('documents')
      .values({
        applicationId,
        studentId,
        userId: world.agent.userId,
        documentType: 'other',
        filename: pendingKey,
        originalFilename: 'half.pdf',
        fileSize: 0,
        mimeType: 'application/pdf',
        storageDriver: 'pending',
        uploadedAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
      })
      .execute();
    world.storage.objects.set(pendingKey, Buffer.from('partial'));
    expect(await world.agent.caller.document.list({ applicationId })).toEqual([]);
    await upload(world.agent, { applicationId }, SAMPLE_FILES.pdf);
    expect((await documentRows(applicationId)).map((row) => row.filename)).not.toContain(
      pendingKey,
    );
    expect(world.storage.objects.has(pendingKey)).toBe(false);
  });

  it('downloads for the owner and admins only', async () => {
    const applicationId = await newApplication();
    const meta = await upload(world.agent, { applicationId }, SAMPLE_FILES.png, 'photo.png');
    const ownerDownload = await openDocumentDownload(
      await contextFor(world.db, world.storage, world.agent.token),
      meta.id,
    );
    expect(ownerDownload.document).toEqual(meta);
    expect(await buffer(ownerDownload.stream)).toEqual(SAMPLE_FILES.png);
    const adminDownload = await openDocumentDownload(
      await contextFor(world.db, world.storage, world.admin.token),
      meta.id,
    );
    expect(await buffer(adminDownload.stream)).toEqual(SAMPLE_FILES.png);

    const intruderContext = await contextFor(world.db, world.storage, world.other.token);
    await expectError(
      openDocumentDownload(intruderContext, meta.id),
      'NOT_FOUND',
      'Document not found',
    );
    await expectError(
      openDocumentDownload(await contextFor(world.db, world.storage), meta.id),
      'UNAUTHORIZED',
    );
  });

  it('removes a document from an application for the owner, audited, keeping it on the file; refuses others and, for agents, finished applications', async () => {
    const applicationId = await newApplication();
    const first = await upload(world.agent, { applicationId }, SAMPLE_FILES.pdf);
    const second = await upload(world.agent, { applicationId }, SAMPLE_FILES.gif);

    await expectError(
      world.other.caller.document.delete({ id: first.id, applicationId }),
      'NOT_FOUND',
      'Application not found',
    );
    expect(await world.agent.caller.document.list({ applicationId })).toHaveLength(2);

    expect(await world.agent.caller.document.delete({ id: first.id, applicationId })).toEqual(
      first,
    );
    expect(world.storage.objects.has(first.filename)).toBe(true);
    expect(await documentRows(applicationId)).toHaveLength(2);
    expect(
      (await world.agent.caller.document.list({ applicationId })).map((doc) => doc.id),
    ).toEqual([second.id]);
    const audit = await world.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'document_removed_from_application')
      .where('resourceId', '=', String(first.id))
      .executeTakeFirst();
    expect(audit?.previousData).toEqual({ applicationId, documentId: first.id });
    await expectError(
      world.agent.caller.document.delete({ id: first.id, applicationId }),
      'NOT_FOUND',
      'Document not found',
    );

    await world.db
      .updateTable('applications')
      .set({ status: 'rejected' })
      .where('id', '=', applicationId)
      .execute();
    await expectError(
      world.agent.caller.document.delete({ id: second.id, applicationId }),
      'CONFLICT',
      FINISHED_DELETE_MESSAGE,
    );
    await world.admin.caller.document.delete({ id: second.id, applicationId });
    expect(await world.agent.caller.document.list({ applicationId })).toEqual([]);
  });

  it("deletes a document and its bytes from the student's file, audited, unless a submitted application holds it", async () => {
    // One student's two applications share a document.
    const draftId = await newApplication({ studentEmail: 'shared.file@example.com' });
    const submittedId = await newApplication({
      studentEmail: 'shared.file@example.com',
      intakeDate: 'January 2027',
    });
    const onDraft = await upload(world.agent, { applicationId: draftId }, SAMPLE_FILES.pdf);
    const onBoth = await upload(world.agent, { applicationId: draftId }, SAMPLE_FILES.gif);
    await world.agent.caller.application.attachDocuments({
      applicationId: submittedId,
      documentIds: [onBoth.id],
    });
    await world.agent.caller.application.submit({ id: submittedId });

    await expectError(
      world.other.caller.document.delete({ id: onDraft.id }),
      'NOT_FOUND',
      'Document not found',
    );
    expect(world.storage.objects.has(onDraft.filename)).toBe(true);

    expect(await world.agent.caller.document.delete({ id: onDraft.id })).toEqual(onDraft);
    expect(world.storage.objects.has(onDraft.filename)).toBe(false);
    expect(
      (await world.agent.caller.document.list({ applicationId: draftId })).map((d) => d.id),
    ).toEqual([onBoth.id]);
    const audit = await world.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'document_deleted')
      .where('resourceId', '=', String(onDraft.id))
      .executeTakeFirst();
    expect(audit?.previousData).toMatchObject({
      originalFilename: onDraft.originalFilename,
      applicationIds: [draftId],
    });
    await expectError(world.agent.caller.document.delete({ id: onDraft.id }), 'NOT_FOUND');

    for (const who of [world.agent, world.admin]) {
      await expectError(
        who.caller.document.delete({ id: onBoth.id }),
        'CONFLICT',
        DOCUMENT_IN_USE_MESSAGE,
      );
    }
    expect(world.storage.objects.has(onBoth.filename)).toBe(true);
    expect(await world.agent.caller.document.list({ applicationId: submittedId })).toHaveLength(1);
  });

  it('keeps the documented DELETE for a document on exactly one application the agent may still edit', async () => {
    const submittedId = await newApplication();
    const only = await upload(world.agent, { applicationId: submittedId }, SAMPLE_FILES.pdf);
    await world.agent.caller.application.submit({ id: submittedId });
    // The documented REST call sends no applicationId: the document comes off its one (submitted,
    // still editable) application and, nothing else holding it, off the student's file.
    expect(await world.agent.caller.document.delete({ id: only.id })).toEqual(only);
    expect(await world.agent.caller.document.list({ applicationId: submittedId })).toEqual([]);
    expect(world.storage.objects.has(only.filename)).toBe(false);
    await expectError(world.agent.caller.document.delete({ id: only.id }), 'NOT_FOUND');

    // An application past the agent's edits (under review) keeps its file: still the 409.
    const reviewedId = await newApplication();
    const reviewed = await upload(world.agent, { applicationId: reviewedId }, SAMPLE_FILES.png);
    await world.agent.caller.application.submit({ id: reviewedId });
    await world.admin.caller.admin.application.changeStatus({
      id: reviewedId,
      status: 'under-review',
    });
    await expectError(
      world.agent.caller.document.delete({ id: reviewed.id }),
      'CONFLICT',
      DOCUMENT_IN_USE_MESSAGE,
    );
    expect(world.storage.objects.has(reviewed.filename)).toBe(true);
  });
});
