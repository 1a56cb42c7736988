import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueBacklog, startTestMailQueue, type TestMailQueue } from '../../testing/mail-queue';
import { waitUntil } from '../../testing/wait';
import { JOBS } from '../jobs/queue';
import { emailQueueFor, enqueueEmail } from './index';

/** A backlog to drain; `pnpm bench -- --only mail` measures 500 against the goal of 20 a second. */
const BACKLOG = 300;
/** The backlog a reset link must overtake (the bench: 5,000). */
const AHEAD_BACKLOG = 1000;

describe('the queue of each kind of e-mail', () => {
  it('sends the mail someone waits for on the urgent queue, everything else on the ordinary one', () => {
    for (const kind of ['password_reset', 'verify_email', 'admin_invite', 'agency_invite'])
      expect(emailQueueFor(kind)).toBe(JOBS.emailUrgent);
    for (const kind of ['application_updates', 'notification_digest', 'message', null])
      expect(emailQueueFor(kind)).toBe(JOBS.emailSend);
  });
});

describe.each(testDrivers())('e-mail at the mail server’s pace on %s', (driver) => {
  let queue: TestMailQueue;

  // The workers as the server runs them: woken by new jobs, polling only as a 30 s backstop.
  beforeAll(async () => {
    queue = await startTestMailQueue(driver, {});
  });
  afterAll(() => queue.dispose());

  const delivered = (to: string) =>
    queue.mailbox.messages.filter((mail) => JSON.stringify(mail.to).includes(to)).length;

  it('drains a backlog at the mail server’s pace, not one message per poll', async () => {
    await enqueueBacklog(queue.database.db, BACKLOG);
    // One message per 30 s poll would take hours; the rate against its goal is the bench's figure.
    await waitUntil(
      () => delivered('bulk-'),
      (count) => count >= BACKLOG,
      60_000,
    );
    expect(delivered('bulk-')).toBe(BACKLOG);
  }, 90_000);

  it('sends a reset link ahead of a backlog of other mail', async () => {
    queue.mailbox.messages.length = 0;
    await enqueueBacklog(queue.database.db, AHEAD_BACKLOG);
    await waitUntil(
      () => delivered('bulk-'),
      (count) => count > 0,
    );
    await queue.database.db.transaction().execute((tx) =>
      enqueueEmail(tx, {
        to: 'waiting@example.com',
        template: 'password_reset',
        props: {
          firstName: 'Lina',
          resetUrl: 'https://agents.test/reset?token=waiting',
          validMinutes: 30,
        },
        kind: 'password_reset',
      }),
    );
    await queue.mailbox.waitFor(
      (mail) => JSON.stringify(mail.to).includes('waiting@example.com'),
      60_000,
    );
    const ahead = delivered('bulk-');
    // It overtook the backlog: most of the backlog was still waiting when it arrived.
    expect(ahead).toBeLessThan(AHEAD_BACKLOG / 2);
  }, 120_000);
});
