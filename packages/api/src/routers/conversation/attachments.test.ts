import { Readable } from 'node:stream';
import { sql } from '@uniguide/db/testing';
import { testDrivers } from '@uniguide/db/testing';
import { MAX_UNSENT_ATTACHMENT_BYTES, unsentAttachmentsFullMessage } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import {
  applicationInput,
  contextFor,
  expectError,
  signIn,
  type SignedIn,
  testWorld,
} from '../../testing';
import { registerApplicationFile } from '../../services/documents';
import { openDocumentDownload } from '../../services/documents';
import { ATTACHMENT_NOT_FOUND, sweepUnsentAttachments } from '../../services/conversation';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDrivers())('unsent message attachments on %s', (driver) => {
  const world = testWorld(driver, { other: true });

  async function submitted() {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    await world.agent.caller.application.submit({ id });
    return id;
  }

  async function attach(who: SignedIn, applicationId: number, name = 'form.pdf') {
    const ctx = await contextFor(world.db, world.storage, who.token);
    return registerApplicationFile(
      ctx,
      'message',
      { applicationId },
      { stream: Readable.from([PDF]), filename: name },
    );
  }

  async function download(who: SignedIn, id: number) {
    return openDocumentDownload(await contextFor(world.db, world.storage, who.token), id);
  }

  function keyOf(id: number) {
    return world.db
      .selectFrom('documents')
      .select('filename')
      .where('id', '=', id)
      .executeTakeFirst();
  }

  it('lists an unsent attachment to its uploader alone, who alone may download it until sent', async () => {
    const id = await submitted();
    const file = await attach(world.agent, id);
    expect(await world.agent.caller.message.unsentAttachments({ applicationId: id })).toEqual([
      expect.objectContaining({ id: file.id, applicationId: id, originalFilename: 'form.pdf' }),
    ]);
    expect(await world.admin.caller.message.unsentAttachments({ applicationId: id })).toEqual([]);
    await expectError(
      world.other.caller.message.unsentAttachments({ applicationId: id }),
      'NOT_FOUND',
    );
    (await download(world.agent, file.id)).stream.destroy();
    await expectError(download(world.admin, file.id), 'NOT_FOUND');

    await world.agent.caller.message.send({
      applicationId: id,
      body: 'Here',
      attachmentIds: [file.id],
    });
    expect(await world.agent.caller.message.unsentAttachments({ applicationId: id })).toEqual([]);
    (await download(world.admin, file.id)).stream.destroy();
  });

  it('lets the uploader delete an unsent attachment, bytes and all; never a sent one or another’s', async () => {
    const id = await submitted();
    const file = await attach(world.agent, id);
    const { filename } = (await keyOf(file.id))!;
    expect(world.storage.objects.has(filename)).toBe(true);
    await expectError(
      world.admin.caller.message.deleteAttachment({ id: file.id }),
      'NOT_FOUND',
      ATTACHMENT_NOT_FOUND,
    );
    expect(await world.agent.caller.message.deleteAttachment({ id: file.id })).toEqual({
      id: file.id,
    });
    expect(await keyOf(file.id)).toBeUndefined();
    expect(world.storage.objects.has(filename)).toBe(false);
    const audit = await world.db
      .selectFrom('auditLogs')
      .select('action')
      .where('action', '=', 'message_attachment_deleted')
      .where('resourceId', '=', String(file.id))
      .execute();
    expect(audit).toHaveLength(1);

    const sent = await attach(world.agent, id);
    await world.agent.caller.message.send({
      applicationId: id,
      body: 'Sent',
      attachmentIds: [sent.id],
    });
    await expectError(world.agent.caller.message.deleteAttachment({ id: sent.id }), 'NOT_FOUND');
    expect(await keyOf(sent.id)).toBeDefined();
  });

  it('refuses an upload past the per-user bound on unsent bytes, storing nothing', async () => {
    const uploader = await signIn(world.db, world.storage);
    const { id } = await uploader.caller.application.create(applicationInput(world.programId));
    const first = await attach(uploader, id);
    // What the uploader holds unsent, made nearly full without moving megabytes around.
    await world.db
      .updateTable('documents')
      .set({ fileSize: MAX_UNSENT_ATTACHMENT_BYTES - 10 })
      .where('id', '=', first.id)
      .execute();
    const stored = world.storage.objects.size;
    const body = await expectError(
      attach(uploader, id),
      'CONFLICT',
      unsentAttachmentsFullMessage(),
    );
    expect(body.issues).toEqual([{ path: 'file', message: unsentAttachmentsFullMessage() }]);
    expect(world.storage.objects.size).toBe(stored);
    // Another user's allowance is their own.
    const otherId = await submitted();
    await attach(world.agent, otherId);
    // Removing one makes room again.
    await uploader.caller.message.deleteAttachment({ id: first.id });
    await attach(uploader, id);
  });

  it('sweeps attachments nobody sent within a day, rows and bytes, and leaves the rest', async () => {
    const id = await submitted();
    const stale = await attach(world.agent, id, 'stale.pdf');
    const fresh = await attach(world.agent, id, 'fresh.pdf');
    const sentOld = await attach(world.agent, id, 'sent.pdf');
    await world.agent.caller.message.send({
      applicationId: id,
      body: 'x',
      attachmentIds: [sentOld.id],
    });
    // Upload times are written once (the app never updates them): the test moves two back a day.
    const dayAgo = new Date(Date.now() - DAY_MS - 60_000).toISOString();
    await sql`update documents set uploaded_at = ${dayAgo}
      where id in (${stale.id}, ${sentOld.id})`.execute(world.db);
    const staleKey = (await keyOf(stale.id))!.filename;

    expect(await sweepUnsentAttachments(world.db, world.storage)).toBeGreaterThanOrEqual(1);
    expect(await keyOf(stale.id)).toBeUndefined();
    expect(world.storage.objects.has(staleKey)).toBe(false);
    expect(await keyOf(fresh.id)).toBeDefined();
    expect(await keyOf(sentOld.id)).toBeDefined();
    expect(await sweepUnsentAttachments(world.db, world.storage)).toBe(0);
  });
});
