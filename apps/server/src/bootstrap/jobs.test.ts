import { JOBS, SCHEDULES, enqueueEmail } from '@uniguide/api';
import { waitUntil } from '@uniguide/api/testing';
import { startTestMailbox, type TestMailbox } from '@uniguide/api/testing/mailbox';
import { queries } from '@uniguide/db';
import {
  createTestDatabase,
  insertTestStudent,
  testDrivers,
  type TestDatabase,
} from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type RunningJobs } from './jobs';

const env = {
  smtpUrl: undefined,
  mailFrom: 'UniGuide <no-reply@uniguide.test>',
  publicAgentUrl: 'http://localhost:3000',
  publicAdminUrl: 'http://admin.localhost:3000',
};

describe.each(testDrivers())('the server job queue on %s', (driver) => {
  let database: TestDatabase;
  let owner: { userId: number; studentId: number };
  const logged: string[] = [];
  const logger = {
    info: (_details: object, message: string) => logged.push(message),
    warn: (_details: object, message: string) => logged.push(`warn: ${message}`),
    error: (_details: object, message: string) => logged.push(`error: ${message}`),
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const user = await queries.users.insertUser(database.db, {
      username: 'jobs-agent@example.com',
      passwordHash: 'x',
      role: 'agent',
    });
    owner = { userId: user!.id, studentId: (await insertTestStudent(database.db, user!.id)).id };
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function dueDocument(key: number) {
    const id = await queries.documents.insertPendingDocument(database.db, {
      applicationId: null,
      ...owner,
      documentType: 'passport',
      filename: `00000000-0000-4000-a000-${String(key).padStart(12, '0')}.pdf`,
      originalFilename: 'passport.pdf',
      mimeType: 'application/pdf',
      expiresOn: new Date().toISOString().slice(0, 10),
    });
    await queries.documents.completeDocument(database.db, id, {
      fileSize: 1,
      storageDriver: 'disk',
    });
  }

  const notifications = async () =>
    Number(
      (
        await database.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('userId', '=', owner.userId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('sweeps expiring documents at start, on its job, and keeps the schedules once for the cluster', async () => {
    await dueDocument(1);
    let jobs: RunningJobs | undefined;
    let second: RunningJobs | undefined;
    try {
      jobs = await startJobs(database, env, logger, {
        schema: database.schema,
        pollingIntervalSeconds: 0.5,
      });
      await waitUntil(notifications, (count) => count === 1);
      expect(logged).toContain('notified agents of expiring documents');

      // A second process on the same database: the schedules stay one each, not one per process.
      if (driver === 'postgres') {
        second = await startJobs(database, env, logger, {
          schema: database.schema,
          pollingIntervalSeconds: 0.5,
        });
      }
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map((schedule) => [schedule.name, schedule.cron]).sort()).toEqual(
        Object.entries(SCHEDULES).sort(),
      );

      await dueDocument(2);
      await jobs.boss.send(JOBS.documentExpirySweep, {});
      await waitUntil(notifications, (count) => count === 2);

      // Sessions: the clean-up job deletes the expired ones only.
      await queries.users.insertSession(database.db, {
        id: 'expired-session',
        userId: owner.userId,
        expiresAt: new Date(Date.now() - 1000),
        ipAddress: null,
        userAgent: null,
      });
      await queries.users.insertSession(database.db, {
        id: 'live-session',
        userId: owner.userId,
        expiresAt: new Date(Date.now() + 60_000),
        ipAddress: null,
        userAgent: null,
      });
      await jobs.boss.send(JOBS.sessionCleanup, {});
      const remaining = () =>
        database.db
          .selectFrom('sessions')
          .select('id')
          .where('userId', '=', owner.userId)
          .execute();
      const left = await waitUntil(remaining, (rows) => rows.length === 1);
      expect(left[0]!.id).toBe('live-session');

      // The hourly approval-clock check and the daily expiry reminders run on their own queues.
      const admin = await queries.users.insertUser(database.db, {
        username: 'jobs-admin@example.com',
        passwordHash: 'x',
        role: 'admin',
      });
      const waiting = await queries.users.insertUser(database.db, {
        username: 'jobs-waiting@example.com',
        passwordHash: 'x',
        role: 'agent',
      });
      await database.db
        .updateTable('users')
        .set({
          approvalStatus: 'pending',
          createdAt: new Date(Date.now() - 49 * 3_600_000),
        } as never)
        .where('id', '=', waiting!.id)
        .execute();
      await jobs.boss.send(JOBS.approvalClockCheck, {});
      await jobs.boss.send(JOBS.documentExpiryReminders, {});
      const mailsTo = (to: string) =>
        database.db.selectFrom('outbox').select('template').where('toAddress', '=', to).execute();
      expect(
        await waitUntil(
          () => mailsTo(admin!.username),
          (rows) => rows.length > 0,
        ),
      ).toEqual([{ template: 'approval_overdue' }]);
      // The expiry notifications of this agent owe e-mails (Application Updates is on by default).
      expect(
        await waitUntil(
          () => mailsTo('jobs-agent@example.com'),
          (rows) => rows.length > 0,
        ),
      ).toEqual([{ template: 'notification_updates' }]);

      // Without SMTP_URL an e-mail is kept in the outbox, held, never lost.
      const id = await database.db.transaction().execute((tx) =>
        enqueueEmail(tx, {
          to: 'held@example.com',
          template: 'password_changed',
          props: { signInUrl: 'http://localhost:3000/login' },
        }),
      );
      const held = await waitUntil(
        () => queries.outbox.findOutboxMessage(database.db, id),
        (row) => row?.state === 'held',
      );
      expect(held!.attempts).toBe(0);
      expect(held!.subject).toBe('Your UniGuide password was changed');
      expect(logged.filter((line) => line.startsWith('warn') || line.startsWith('error'))).toEqual(
        [],
      );
    } finally {
      await second?.stop();
      await jobs?.stop();
    }
    // Stopped: nothing sweeps any more.
    await dueDocument(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await notifications()).toBe(2);
  });

  it('sends through SMTP_URL when it is set', async () => {
    let mailbox: TestMailbox | undefined;
    let jobs: RunningJobs | undefined;
    try {
      mailbox = await startTestMailbox();
      jobs = await startJobs(database, { ...env, smtpUrl: mailbox.url }, logger, {
        schema: database.schema,
        pollingIntervalSeconds: 0.5,
      });
      await database.db.transaction().execute((tx) =>
        enqueueEmail(tx, {
          to: 'smtp@example.com',
          template: 'password_changed',
          props: { signInUrl: 'http://localhost:3000/login' },
        }),
      );
      const mail = await mailbox.waitFor((m) => JSON.stringify(m.to).includes('smtp@example.com'));
      expect(mail.from?.text).toContain('no-reply@uniguide.test');
    } finally {
      await jobs?.stop();
      await mailbox?.close();
    }
  });
});
