import { queries } from '@uniguide/db';
import { insertTestDocument, insertTestStudent, testDrivers } from '@uniguide/db/testing';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { testWorld } from '../../testing';
import { notifyExpiringDocuments } from '../documents/expiry';
import { reportOverdueApprovals, sendExpiryReminders } from './scheduled-reminders';

const NOW = new Date('2026-06-10T09:30:00Z');
const CONFIG = {
  publicAgentUrl: 'http://localhost:3000',
  publicAdminUrl: 'http://admin.localhost:3000',
};

describe.each(testDrivers())('scheduled reminders on %s', (driver) => {
  const world = testWorld(driver, { program: false, agent: false, admin: false });

  async function user(
    name: string,
    values: { role?: 'agent' | 'admin'; createdAt?: Date; pending?: boolean } = {},
  ) {
    const row = await queries.users.insertUser(world.db, {
      username: `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'x',
      role: values.role ?? 'agent',
    });
    await world.db
      .updateTable('users')
      .set({
        firstName: name,
        lastName: 'Saleh',
        ...(values.pending ? { approvalStatus: 'pending' } : {}),
      })
      .where('id', '=', row!.id)
      .execute();
    // Sign-up time is not writable through the row type; tests backdate it.
    if (values.createdAt)
      await world.db
        .updateTable('users')
        .set({ createdAt: values.createdAt } as never)
        .where('id', '=', row!.id)
        .execute();
    return row!;
  }

  async function passportExpiring(userId: number, expiresOn: string) {
    const student = await insertTestStudent(world.db, userId, { firstName: 'Lina' });
    await insertTestDocument(world.db, { userId, studentId: student.id }, { expiresOn });
  }

  const mailsTo = (to: string) =>
    world.db
      .selectFrom('outbox')
      .select(['template', 'subject', 'text'])
      .where('toAddress', '=', to)
      .orderBy('id')
      .execute();

  it('e-mails expiry warnings once a day to agents who want Application Updates, once', async () => {
    const wants = await user('Mona');
    const optedOut = await user('Rami');
    const digest = await user('Huda');
    await queries.users.updateNotificationPreferences(world.db, optedOut.id, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      applicationUpdates: false,
    });
    await queries.users.updateNotificationPreferences(world.db, digest.id, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      emailDigest: true,
    });
    await passportExpiring(wants.id, '2026-07-01');
    await passportExpiring(wants.id, '2026-06-20');
    await passportExpiring(optedOut.id, '2026-07-01');
    await passportExpiring(digest.id, '2026-07-01');

    // The sweep notifies in the app at once; the e-mail waits for the daily reminder.
    expect(await notifyExpiringDocuments(world.db, NOW)).toEqual({ notified: 4 });
    expect(await mailsTo(wants.username)).toEqual([]);
    const inApp = await world.db
      .selectFrom('notifications')
      .select(['userId', 'emailDue'])
      .where('type', '=', 'document_expiring')
      .execute();
    expect(inApp.filter((row) => row.userId === optedOut.id)).toEqual([
      { userId: optedOut.id, emailDue: false },
    ]);

    expect(await sendExpiryReminders(world.db, CONFIG)).toBe(1);
    const [mail] = await mailsTo(wants.username);
    expect(mail!.template).toBe('notification_updates');
    expect(mail!.subject).toBe('2 documents expiring soon – UniGuide');
    expect(mail!.text).toContain('Passport of Lina');
    expect(mail!.text).toContain('http://localhost:3000/dashboard/students/');
    expect(await mailsTo(optedOut.username)).toEqual([]);
    // The digest agent's warning waits for the 07:00 digest.
    expect(await mailsTo(digest.username)).toEqual([]);

    // A second run (another process, or the next day with nothing new) sends nothing more.
    expect(await sendExpiryReminders(world.db, CONFIG)).toBe(0);
    expect(await mailsTo(wants.username)).toHaveLength(1);
  });

  it('marks nobody reported while no admin is there to tell', async () => {
    const waiting = await user('Hala', {
      pending: true,
      createdAt: new Date(NOW.getTime() - 60 * 3_600_000),
    });
    expect(await reportOverdueApprovals(world.db, CONFIG, NOW)).toBe(0);
    const reported = await world.db
      .selectFrom('auditLogs')
      .select('id')
      .where('action', '=', 'approval_overdue_reported')
      .execute();
    expect(reported).toEqual([]);
    // Out of the next test's way: approved, so no longer waiting.
    await world.db
      .updateTable('users')
      .set({ approvalStatus: 'approved' })
      .where('id', '=', waiting.id)
      .execute();
  });

  it('tells every active admin once about agents past the 48-hour approval clock', async () => {
    const admin = await user('Sara', { role: 'admin' });
    const inactiveAdmin = await user('Omar', { role: 'admin' });
    await world.db
      .updateTable('users')
      .set({ active: false })
      .where('id', '=', inactiveAdmin.id)
      .execute();
    const hours = (count: number) => new Date(NOW.getTime() - count * 3_600_000);
    const overdue = await user('Amira', { pending: true, createdAt: hours(50) });
    await user('Karim', { pending: true, createdAt: hours(47) });
    await user('Yusuf', { createdAt: hours(90) });

    expect(await reportOverdueApprovals(world.db, CONFIG, NOW)).toBe(1);
    const [mail] = await mailsTo(admin.username);
    expect(mail!.template).toBe('approval_overdue');
    expect(mail!.subject).toBe('An agent has waited over 48 hours for approval');
    expect(mail!.text).toContain(`Amira Saleh (${overdue.username}) — waiting 50 hours`);
    expect(mail!.text).not.toContain('Karim');
    expect(mail!.text).not.toContain('Yusuf');
    expect(mail!.text).toContain('http://admin.localhost:3000/approvals');
    expect(await mailsTo(inactiveAdmin.username)).toEqual([]);
    const audit = await world.db
      .selectFrom('auditLogs')
      .select(['action', 'resourceType', 'resourceId', 'userId', 'userAgent'])
      .where('action', '=', 'approval_overdue_reported')
      .execute();
    expect(audit).toEqual([
      {
        action: 'approval_overdue_reported',
        resourceType: 'user',
        resourceId: String(overdue.id),
        userId: null,
        userAgent: 'job:approval-clock-check',
      },
    ]);

    // Reported once: the next hour's run says nothing of Amira, and tells of Karim once he is due.
    expect(await reportOverdueApprovals(world.db, CONFIG, NOW)).toBe(0);
    const later = new Date(NOW.getTime() + 2 * 3_600_000);
    expect(await reportOverdueApprovals(world.db, CONFIG, later)).toBe(1);
    const mails = await mailsTo(admin.username);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Karim Saleh');
    expect(mails[1]!.text).not.toContain('Amira');
  });
});
