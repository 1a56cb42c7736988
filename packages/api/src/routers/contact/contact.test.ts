import { CONTACT_THANK_YOU } from '@uniguide/domain';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCaller, expectError } from '../../testing';

describe.each(testDrivers())('contact router on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  const valid = {
    name: 'Layla Ahmed',
    email: 'layla@example.com',
    subject: 'Partnership',
    message: 'We place 40 students a year.',
  };
  const stored = () =>
    database.db.selectFrom('contactMessages').selectAll().orderBy('id').execute();

  it('stores a message from a visitor with the IP and audits it without a user', async () => {
    const { caller } = await testCaller(database.db, { ip: '198.51.100.4' });
    const result = await caller.contact.send({ ...valid, email: '  layla@example.com ' });
    expect(result).toEqual({ id: expect.any(Number), message: CONTACT_THANK_YOU });
    const [row] = await stored();
    expect(row).toMatchObject({ ...valid, ipAddress: '198.51.100.4', handledAt: null });
    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'contact_message_sent')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      userId: null,
      resourceType: 'contact_message',
      resourceId: String(result.id),
      ipAddress: '198.51.100.4',
    });
  });

  it('rejects missing or malformed fields with the form’s messages and stores nothing', async () => {
    const { caller } = await testCaller(database.db);
    const before = (await stored()).length;
    const send = (input: Record<string, unknown>) => caller.contact.send(input as never);
    await expectError(send({ ...valid, name: '  ' }), 'BAD_REQUEST', 'Name is required');
    await expectError(
      send({ ...valid, email: 'not-an-email' }),
      'BAD_REQUEST',
      'Please enter a valid email',
    );
    await expectError(send({ ...valid, email: '' }), 'BAD_REQUEST', 'Email is required');
    await expectError(send({ ...valid, subject: undefined }), 'BAD_REQUEST', 'Subject is required');
    await expectError(send({ ...valid, message: '' }), 'BAD_REQUEST', 'Message is required');
    const body = await expectError(send({}), 'BAD_REQUEST');
    expect(body.issues.map((issue) => issue.path).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    expect((await stored()).length).toBe(before);
  });
});
