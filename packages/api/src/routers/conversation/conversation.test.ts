import { Readable } from 'node:stream';
import { queries } from '@uniguide/db';
import { sql } from '@uniguide/db/testing';
import { testDrivers } from '@uniguide/db/testing';
import { DRAFT_STATUS_LOCKED_MESSAGE } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { applicationInput, contextFor, expectError, type SignedIn, testWorld } from '../../testing';
import { registerApplicationFile, registerUploadedDocument } from '../../services/documents';
import { REQUEST_NOT_OPEN_MESSAGE } from '../../services/conversation';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

describe.each(testDrivers())(
  'requests, messages, university documents and the queue on %s',
  (driver) => {
    const world = testWorld(driver, { other: true, secondAdmin: true });

    async function submitted() {
      const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
      await world.agent.caller.application.submit({ id });
      return id;
    }

    async function upload(who: SignedIn, applicationId: number, fields: Record<string, string>) {
      const ctx = await contextFor(world.db, world.storage, who.token);
      return registerUploadedDocument(
        ctx,
        { applicationId: String(applicationId), ...fields },
        { stream: Readable.from([PDF]), filename: 'scan.pdf' },
      );
    }

    async function applicationFile(
      who: SignedIn,
      kind: 'university' | 'message',
      fields: Record<string, unknown>,
    ) {
      const ctx = await contextFor(world.db, world.storage, who.token);
      return registerApplicationFile(ctx, kind, fields, {
        stream: Readable.from([PDF]),
        filename: 'offer.pdf',
      });
    }

    /** History rows are written once (created_at is never updated by the app): a test moves them back. */
    async function backdate(applicationId: number, toStatus: string, at: Date) {
      await sql`update application_status_history set created_at = ${at.toISOString()}
      where application_id = ${applicationId} and to_status = ${toStatus}`.execute(world.db);
    }

    function notificationsOf(userId: number, type: string) {
      return world.db
        .selectFrom('notifications')
        .selectAll()
        .where('userId', '=', userId)
        .where('type', '=', type)
        .execute();
    }

    it('requests documents: incomplete, the agent sees them, uploads resolve them, the admin is told', async () => {
      const id = await submitted();
      const queue = await world.admin.caller.admin.application.list({});
      expect(queue.items.map((row) => row.id)).toContain(id);

      const requests = await world.admin.caller.admin.document.request({
        applicationId: id,
        items: [{ documentType: 'transcript' }, { description: 'Bank statement' }],
        note: 'Needed for the visa',
      });
      expect(requests.map((request) => request.status)).toEqual(['open', 'open']);
      const application = await world.agent.caller.application.byId({ id });
      expect(application.status).toBe('incomplete');
      expect(application.statusHistory.at(-1)).toMatchObject({
        fromStatus: 'submitted',
        toStatus: 'incomplete',
        notes: 'Needed for the visa',
      });
      expect(await notificationsOf(world.agent.userId, 'documents_requested')).toHaveLength(1);
      expect(
        (await world.admin.caller.admin.application.list({})).items.map((row) => row.id),
      ).not.toContain(id);

      const open = await world.agent.caller.application.openRequests({});
      expect(open.items.filter((request) => request.applicationId === id)).toHaveLength(2);
      expect((await world.agent.caller.application.stats()).openRequests).toBeGreaterThanOrEqual(2);
      const listed = await world.agent.caller.application.list({});
      expect(listed.items.find((row) => row.id === id)?.openRequests).toBe(2);
      await expectError(
        world.other.caller.application.requests({ applicationId: id }),
        'NOT_FOUND',
      );

      const transcript = await upload(world.agent, id, { documentType: 'transcript' });
      // Newest first, a page at a time.
      const firstPage = await world.agent.caller.application.requests({
        applicationId: id,
        pageSize: 1,
      });
      expect(firstPage).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      expect(firstPage.items).toHaveLength(1);
      let after = (await world.agent.caller.application.requests({ applicationId: id })).items;
      expect(after.find((request) => request.documentType === 'transcript')).toMatchObject({
        status: 'resolved',
        resolvedDocumentId: transcript.id,
      });
      expect(await notificationsOf(world.admin.userId, 'requests_resolved')).toHaveLength(0);

      const bankRequest = after.find((request) => request.description === 'Bank statement')!;
      await upload(world.agent, id, { documentType: 'other', requestId: String(bankRequest.id) });
      after = (await world.agent.caller.application.requests({ applicationId: id })).items;
      expect(after.every((request) => request.status === 'resolved')).toBe(true);
      expect(await notificationsOf(world.admin.userId, 'requests_resolved')).toHaveLength(1);
      const queued = (await world.admin.caller.admin.application.list({})).items.find(
        (row) => row.id === id,
      );
      expect(queued?.adminAttention?.reason).toBe('requests-resolved');

      // Resubmitting puts it back as "resubmitted".
      await world.agent.caller.application.submit({ id });
      const row = await queries.applications.findApplicationRow(world.db, id);
      expect(row?.adminAttentionReason).toBe('resubmitted');
      await expectError(
        world.admin.caller.admin.document.cancelRequest({ id: bankRequest.id }),
        'CONFLICT',
        REQUEST_NOT_OPEN_MESSAGE,
      );
    });

    it('refuses requests on a draft and keeps the admin queue free of drafts', async () => {
      const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
      await expectError(
        world.admin.caller.admin.document.request({
          applicationId: id,
          items: [{ documentType: 'passport' }],
        }),
        'CONFLICT',
        DRAFT_STATUS_LOCKED_MESSAGE,
      );
      const all = await world.admin.caller.admin.application.list({ view: 'all', pageSize: 100 });
      expect(all.items.some((row) => row.status === 'draft')).toBe(false);
      const drafts = await world.admin.caller.admin.application.list({
        view: 'all',
        status: 'draft',
      });
      expect(drafts.items.map((row) => row.id)).toContain(id);
      const withDrafts = await world.admin.caller.admin.application.list({
        view: 'all',
        includeDrafts: true,
        pageSize: 100,
      });
      expect(withDrafts.items.map((row) => row.id)).toContain(id);
      expect(withDrafts.total).toBe(all.total + drafts.total);
    });

    it('lists the queue oldest first and drops an application once an admin acts', async () => {
      const first = await submitted();
      const second = await submitted();
      const queue = await world.admin.caller.admin.application.list({ pageSize: 100 });
      const ids = queue.items.map((row) => row.id);
      expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
      expect(queue.total).toBe(queue.items.length);
      await world.admin.caller.admin.application.changeStatus({
        id: first,
        status: 'under-review',
      });
      const after = await world.admin.caller.admin.application.list({ pageSize: 100 });
      expect(after.items.map((row) => row.id)).not.toContain(first);
      expect(after.total).toBe(queue.total - 1);
    });

    it('runs the thread: messages both ways, attachments, read receipts, unread counts, 404 for others', async () => {
      const id = await submitted();
      const attachment = await applicationFile(world.admin, 'message', { applicationId: id });
      const sent = await world.admin.caller.message.send({
        applicationId: id,
        body: 'Please check the attached form',
        attachmentIds: [attachment.id],
      });
      expect(sent).toMatchObject({ side: 'admin', readAt: null });
      expect(sent.attachments.map((file) => file.id)).toEqual([attachment.id]);
      expect(await notificationsOf(world.agent.userId, 'new_message')).toHaveLength(1);

      expect((await world.agent.caller.message.unreadCount()).count).toBe(1);
      const listed = await world.agent.caller.application.list({});
      expect(listed.items.find((row) => row.id === id)?.unreadMessages).toBe(1);
      expect((await world.agent.caller.application.stats()).unreadMessages).toBe(1);
      // The bell's list: only the applications with something unread.
      const unreadOnly = await world.agent.caller.application.list({ unread: true });
      expect(unreadOnly.items.map((row) => row.id)).toEqual([id]);
      expect(unreadOnly.total).toBe(1);

      const unreadNotifications = (await world.agent.caller.notification.unreadCount()).count;
      expect(await world.agent.caller.message.markRead({ applicationId: id })).toEqual({
        updated: 1,
      });
      // Reading the thread reads its "New message" notification too.
      const messageNotices = await notificationsOf(world.agent.userId, 'new_message');
      expect(messageNotices).toHaveLength(1);
      expect(messageNotices[0]!.readAt).not.toBeNull();
      expect((await world.agent.caller.notification.unreadCount()).count).toBe(
        unreadNotifications - 1,
      );
      expect(await world.agent.caller.message.markRead({ applicationId: id })).toEqual({
        updated: 0,
      });
      expect((await world.agent.caller.message.unreadCount()).count).toBe(0);
      expect((await world.agent.caller.application.list({ unread: true })).total).toBe(0);
      const thread = await world.admin.caller.message.list({ applicationId: id });
      expect(thread.items[0]?.readAt).not.toBeNull();

      const reply = await world.agent.caller.message.send({
        applicationId: id,
        body: 'Done, thanks',
      });
      expect(reply.side).toBe('agent');
      const adminUnread = (await world.admin.caller.message.unreadCount()).count;
      expect(adminUnread).toBeGreaterThanOrEqual(1);
      const adminRow = (
        await world.admin.caller.admin.application.list({ view: 'all', pageSize: 100 })
      ).items.find((row) => row.id === id);
      expect(adminRow?.unreadMessages).toBe(1);
      await world.secondAdmin.caller.message.markRead({ applicationId: id });
      expect((await world.admin.caller.message.unreadCount()).count).toBe(adminUnread - 1);

      // Someone else's attachment cannot ride on the agent's message.
      const stray = await world.agent.caller.message.send({
        applicationId: id,
        body: 'With a file that is not mine',
        attachmentIds: [attachment.id],
      });
      expect(stray.attachments).toEqual([]);

      await expectError(world.other.caller.message.list({ applicationId: id }), 'NOT_FOUND');
      await expectError(
        world.other.caller.message.send({ applicationId: id, body: 'Hello' }),
        'NOT_FOUND',
      );
      await expectError(world.other.caller.message.markRead({ applicationId: id }), 'NOT_FOUND');
      await expectError(
        applicationFile(world.other, 'message', { applicationId: id }),
        'NOT_FOUND',
      );
      const audit = await world.db
        .selectFrom('auditLogs')
        .select('action')
        .where('action', 'in', ['message_sent', 'messages_read'])
        .execute();
      expect(audit.length).toBeGreaterThanOrEqual(5);
    });

    it('quotes a long message in the notification without splitting a character', async () => {
      const id = await submitted();
      const body = `${'a'.repeat(138)}😀 and the rest of a long message`;
      await world.admin.caller.message.send({ applicationId: id, body });
      const [notice] = await world.db
        .selectFrom('notifications')
        .select('body')
        .where('userId', '=', world.agent.userId)
        .where('applicationId', '=', id)
        .where('type', '=', 'new_message')
        .execute();
      expect(notice!.body!.endsWith(`: ${'a'.repeat(138)}…`)).toBe(true);
      expect(notice!.body!).not.toMatch(/\p{Cs}/u);
    });

    it('keeps documents from the university apart, downloadable by the owner, admins only to add', async () => {
      const id = await submitted();
      const offer = await applicationFile(world.admin, 'university', {
        applicationId: id,
        universityDocumentType: 'offer-letter',
      });
      expect(offer).toMatchObject({ universityDocumentType: 'offer-letter', applicationId: id });
      expect(
        await world.agent.caller.application.universityDocuments({ applicationId: id }),
      ).toEqual({
        items: [offer],
        total: 1,
        totalIsEstimate: false,
        page: 1,
        pageSize: 20,
      });
      expect((await world.agent.caller.application.byId({ id })).documents).toEqual([]);
      expect(await notificationsOf(world.agent.userId, 'university_document')).toHaveLength(1);
      await expectError(
        applicationFile(world.agent, 'university', {
          applicationId: id,
          universityDocumentType: 'offer-letter',
        }),
        'FORBIDDEN',
      );
      await expectError(
        world.other.caller.application.universityDocuments({ applicationId: id }),
        'NOT_FOUND',
      );
      await expectError(world.agent.caller.document.delete({ id: offer.id }), 'NOT_FOUND');
      await expectError(
        world.agent.caller.document.setType({ id: offer.id, documentType: 'passport' }),
        'NOT_FOUND',
      );
      const ctx = await contextFor(world.db, world.storage, world.agent.token);
      const { openDocumentDownload } = await import('../../services/documents/documents');
      const download = await openDocumentDownload(ctx, offer.id);
      download.stream.destroy();
      expect(download.document.originalFilename).toBe('offer.pdf');
    });

    it('sorts the applications with the university by waiting time and flags the overdue ones', async () => {
      const ids: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const id = await submitted();
        await world.admin.caller.admin.application.changeStatus({
          id,
          status: 'submitted-to-university',
        });
        ids.push(id);
      }
      // Five decided after 10 days each (median 10), one still waiting for 20 days: overdue (> 15).
      const day = 86_400_000;
      const now = Date.now();
      for (const id of ids.slice(0, 5)) {
        await backdate(id, 'submitted-to-university', new Date(now - 30 * day));
        await world.admin.caller.admin.application.changeStatus({ id, status: 'rejected' });
        await backdate(id, 'rejected', new Date(now - 20 * day));
      }
      const waiting = ids[5]!;
      await world.db
        .updateTable('applications')
        .set({ submittedToUniversityDate: new Date(now - 20 * day) })
        .where('id', '=', waiting)
        .execute();
      const fresh = await submitted();
      await world.admin.caller.admin.application.changeStatus({
        id: fresh,
        status: 'submitted-to-university',
      });

      const longest = await world.admin.caller.admin.application.list({ view: 'waiting-longest' });
      expect(longest.items.map((row) => row.id).slice(0, 2)).toEqual([waiting, fresh]);
      expect(longest.items[0]?.clock).toMatchObject({ medianDays: 10, overdue: true });
      expect(longest.items[1]?.clock.overdue).toBe(false);
      const overdue = await world.admin.caller.admin.application.list({ view: 'overdue' });
      expect(overdue.items.map((row) => row.id)).toEqual([waiting]);
      expect(overdue.total).toBe(1);
    });
  },
);
