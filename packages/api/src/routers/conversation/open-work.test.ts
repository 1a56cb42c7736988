import { Readable } from 'node:stream';
import { queries } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { DEFAULT_REQUIREMENTS } from '@uniguide/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, contextFor, testWorld } from '../../testing';
import { openDocumentDownload } from '../../services/documents';
import { registerApplicationFile, registerUploadedDocument } from '../../services/documents';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

/**
 * docs/product.md §7: a rejected document is an open request until it is replaced, and the bell
 * follows the work (answering, replacing and downloading read their notifications).
 */
describe.each(testDrivers())('open work and the bell on %s', (driver) => {
  const world = testWorld(driver);

  beforeAll(async () => {
    await world.admin.caller.admin.requirements.setUniversity({
      universityId: world.universityId,
      requirements: DEFAULT_REQUIREMENTS.map((item) => ({ ...item })),
    });
  });

  async function upload(applicationId: number, fields: Record<string, string>) {
    const ctx = await contextFor(world.db, world.storage, world.agent.token);
    return registerUploadedDocument(
      ctx,
      { applicationId: String(applicationId), ...fields },
      { stream: Readable.from([PDF]), filename: 'scan_0042.pdf' },
    );
  }

  /** A submitted application with a passport, and the passport. */
  async function submittedWithPassport() {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    const passport = await upload(id, { documentType: 'passport' });
    await world.agent.caller.application.submit({ id });
    return { id, passport };
  }

  function unread(type: string, applicationId: number) {
    return world.db
      .selectFrom('notifications')
      .select(['id', 'documentId'])
      .where('userId', '=', world.agent.userId)
      .where('type', '=', type)
      .where('applicationId', '=', applicationId)
      .where('readAt', 'is', null)
      .execute();
  }

  it('lists a rejected document as an open request; replacing it answers it, reads its notification and puts the application back in the queue', async () => {
    const { id, passport } = await submittedWithPassport();
    await world.admin.caller.admin.document.review({
      id: passport.id,
      decision: 'rejected',
      reason: 'The photo page is cut off',
    });
    const open = await world.agent.caller.application.openRequests({ applicationId: id });
    expect(open.items).toEqual([
      expect.objectContaining({
        applicationId: id,
        documentType: 'passport',
        rejectedDocumentId: passport.id,
        note: 'The photo page is cut off',
        status: 'open',
      }),
    ]);
    // The dashboard's list and counters see it too.
    const all = await world.agent.caller.application.openRequests({});
    expect(all.items.map((request) => request.rejectedDocumentId)).toContain(passport.id);
    const row = (await world.agent.caller.application.list({})).items.find(
      (item) => item.id === id,
    );
    expect(row?.openRequests).toBe(1);
    expect(await unread('document_rejected', id)).toEqual([
      expect.objectContaining({ documentId: passport.id }),
    ]);
    // Rejecting again keeps one request, with the newer reason.
    await world.admin.caller.admin.document.review({
      id: passport.id,
      decision: 'rejected',
      reason: 'Expired passport',
    });
    const again = await world.agent.caller.application.openRequests({ applicationId: id });
    expect(again.items.map((request) => request.note)).toEqual(['Expired passport']);

    // Answering the request (the card's Replace) replaces the rejected file.
    const replacement = await upload(id, {
      documentType: 'passport',
      requestId: String(again.items[0]!.id),
    });
    expect(replacement.reviewStatus).toBe('awaiting');
    expect((await world.agent.caller.application.openRequests({ applicationId: id })).total).toBe(
      0,
    );
    const application = await world.agent.caller.application.byId({ id });
    expect(application.documents.map((document) => document.id)).toEqual([replacement.id]);
    const checklist = await world.agent.caller.application.checklist({ applicationId: id });
    expect(checklist.items[0]).toMatchObject({ documentType: 'passport', state: 'uploaded' });
    expect(await unread('document_rejected', id)).toEqual([]);
    const stored = await queries.applications.findApplicationRow(world.db, id);
    expect(stored?.adminAttentionReason).toBe('requests-resolved');
  });

  it('closes the request when the admin verifies the document after all, or the agent retypes it', async () => {
    const first = await submittedWithPassport();
    await world.admin.caller.admin.document.review({
      id: first.passport.id,
      decision: 'rejected',
      reason: 'Blurred',
    });
    await world.admin.caller.admin.document.review({ id: first.passport.id, decision: 'verified' });
    expect(
      (await world.agent.caller.application.openRequests({ applicationId: first.id })).total,
    ).toBe(0);
    expect(await unread('document_rejected', first.id)).toEqual([]);

    const second = await submittedWithPassport();
    const other = await upload(second.id, { documentType: 'transcript' });
    await world.admin.caller.admin.document.review({
      id: other.id,
      decision: 'rejected',
      reason: 'This is a bank statement, not a transcript',
    });
    await world.agent.caller.document.setType({ id: other.id, documentType: 'other' });
    expect(
      (await world.agent.caller.application.openRequests({ applicationId: second.id })).total,
    ).toBe(0);
    expect(await unread('document_rejected', second.id)).toEqual([]);
  });

  it('reads "Documents requested" once every named request is answered, not before', async () => {
    const { id } = await submittedWithPassport();
    await world.admin.caller.admin.document.request({
      applicationId: id,
      items: [{ documentType: 'transcript' }, { documentType: 'english-proficiency' }],
    });
    expect(await unread('documents_requested', id)).toHaveLength(1);
    await upload(id, { documentType: 'transcript' });
    expect(await unread('documents_requested', id)).toHaveLength(1);
    await upload(id, { documentType: 'english-proficiency' });
    expect(await unread('documents_requested', id)).toEqual([]);
  });

  it("reads a university document's notification when the agent downloads it, not when an admin does", async () => {
    const { id } = await submittedWithPassport();
    const adminCtx = await contextFor(world.db, world.storage, world.admin.token);
    const offer = await registerApplicationFile(
      adminCtx,
      'university',
      { applicationId: String(id), universityDocumentType: 'offer-letter' },
      { stream: Readable.from([PDF]), filename: 'offer.pdf' },
    );
    const receipt = await registerApplicationFile(
      adminCtx,
      'university',
      { applicationId: String(id), universityDocumentType: 'payment-receipt' },
      { stream: Readable.from([PDF]), filename: 'receipt.pdf' },
    );
    expect(await unread('university_document', id)).toHaveLength(2);
    (await openDocumentDownload(adminCtx, offer.id)).stream.destroy();
    expect(await unread('university_document', id)).toHaveLength(2);
    const agentCtx = await contextFor(world.db, world.storage, world.agent.token);
    (await openDocumentDownload(agentCtx, offer.id)).stream.destroy();
    expect(await unread('university_document', id)).toEqual([
      expect.objectContaining({ documentId: receipt.id }),
    ]);
    const audit = await world.db
      .selectFrom('auditLogs')
      .select('newData')
      .where('action', '=', 'notifications_read')
      .where('resourceType', '=', 'document')
      .where('resourceId', '=', String(offer.id))
      .executeTakeFirstOrThrow();
    expect(audit.newData).toMatchObject({ by: 'download' });
  });
});
