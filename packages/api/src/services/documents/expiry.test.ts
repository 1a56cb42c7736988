import { queries } from '@uniguide/db';
import { insertTestDocument, insertTestStudent, testDrivers } from '@uniguide/db/testing';
import { describe, expect, it } from 'vitest';
import { testWorld } from '../../testing';
import { EXPIRY_NOTIFICATION_TYPE, mostPressingWarning, notifyExpiringDocuments } from './expiry';

const NOW = new Date('2026-06-10T09:30:00Z');

describe('the most pressing expiry warning', () => {
  const candidate = (
    expiresOn: string,
    applications: Array<{ id: number; intakeDate: string }> = [],
  ): queries.documents.ExpiryCandidate => ({
    document: {
      id: 1,
      applicationId: null,
      studentId: 1,
      expiresOn,
      documentType: 'passport',
      filename: 'k.pdf',
      originalFilename: 'passport.pdf',
      fileSize: 1,
      mimeType: 'application/pdf',
      uploadedAt: NOW.toISOString(),
      reviewStatus: 'awaiting',
      reviewReason: null,
    },
    student: { id: 1, firstName: 'A', lastName: 'B' },
    applications,
  });

  it('prefers expired over before-intake over soon, and names the intake it misses', () => {
    expect(mostPressingWarning(candidate('2026-06-01'), NOW)?.warning.kind).toBe('expired');
    expect(
      mostPressingWarning(candidate('2026-06-01', [{ id: 4, intakeDate: 'September 2026' }]), NOW),
    ).toMatchObject({ warning: { kind: 'expired' }, application: null });
    expect(
      mostPressingWarning(candidate('2026-07-01', [{ id: 4, intakeDate: 'September 2026' }]), NOW),
    ).toEqual({
      warning: {
        kind: 'before-intake',
        message: 'Expires on 2026-07-01, before the intake starts on 2026-09-01',
      },
      application: { id: 4, intakeDate: 'September 2026', intakeStart: '2026-09-01' },
    });
    expect(
      mostPressingWarning(candidate('2026-07-01', [{ id: 4, intakeDate: 'Rolling' }]), NOW),
    ).toMatchObject({ warning: { kind: 'soon' }, application: null });
    expect(
      mostPressingWarning(candidate('2027-01-01', [{ id: 4, intakeDate: 'Fall 2026' }]), NOW),
    ).toBeNull();
  });
});

describe.each(testDrivers())('the expiry sweep on %s', (driver) => {
  const world = testWorld(driver, { program: false, agent: false, admin: false });

  async function agentWithStudent(name: string) {
    const user = await queries.users.insertUser(world.db, {
      username: `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'x',
      role: 'agent',
    });
    const student = await insertTestStudent(world.db, user!.id, {
      firstName: name,
      lastName: 'Saleh',
    });
    return { userId: user!.id, studentId: student.id };
  }

  const dated = (
    owner: { userId: number; studentId: number },
    expiresOn: string,
    documentType: 'passport' | 'english-proficiency' = 'passport',
  ) => insertTestDocument(world.db, owner, { expiresOn, documentType });

  function notificationsOf(userId: number) {
    return world.db
      .selectFrom('notifications')
      .select(['type', 'title', 'body', 'link', 'applicationId'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  }

  it('notifies the owning agent once per document due within 30 days, linking the student page', async () => {
    const mona = await agentWithStudent('Mona');
    const rami = await agentWithStudent('Rami');
    await dated(mona, '2026-07-10');
    await dated(mona, '2026-05-01', 'english-proficiency');
    await dated(mona, '2026-07-11');
    await dated(rami, '2026-06-10');

    expect(await notifyExpiringDocuments(world.db, NOW)).toEqual({ notified: 3 });
    const monas = await notificationsOf(mona.userId);
    expect(monas.map((row) => row.title).sort()).toEqual([
      'English proficiency of Mona Saleh expired on 2026-05-01',
      'Passport of Mona Saleh expires on 2026-07-10',
    ]);
    expect(monas[0]).toMatchObject({
      type: EXPIRY_NOTIFICATION_TYPE,
      link: `/dashboard/students/${mona.studentId}`,
      applicationId: null,
    });
    expect(await notificationsOf(rami.userId)).toMatchObject([
      { title: 'Passport of Rami Saleh expires on 2026-06-10' },
    ]);

    expect(await notifyExpiringDocuments(world.db, NOW)).toEqual({ notified: 0 });
    const nextDay = new Date('2026-06-11T09:30:00Z');
    expect(await notifyExpiringDocuments(world.db, nextDay)).toEqual({ notified: 1 });
    expect(await notificationsOf(mona.userId)).toHaveLength(3);
  });

  it('notifies each document once when two sweeps run at the same time', async () => {
    const owner = await agentWithStudent('Hala');
    const ids = await Promise.all(
      ['2026-06-12', '2026-06-20', '2026-06-30', '2026-07-01'].map((day) => dated(owner, day)),
    );
    const results = await Promise.all([
      notifyExpiringDocuments(world.db, NOW),
      notifyExpiringDocuments(world.db, NOW),
      notifyExpiringDocuments(world.db, NOW),
    ]);
    expect(results.reduce((sum, result) => sum + result.notified, 0)).toBe(ids.length);
    const titles = (await notificationsOf(owner.userId)).map((row) => row.title);
    expect(titles).toHaveLength(ids.length);
    expect(new Set(titles).size).toBe(ids.length);
  });

  it('leaves a claimed document to the sweep that claimed it while that one is still running', async () => {
    const owner = await agentWithStudent('Yara');
    await dated(owner, '2026-06-15');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstClaimed = 0;
    const first = world.db.transaction().execute(async (tx) => {
      firstClaimed = (
        await queries.documents.claimExpiringDocuments(tx, { notifyBy: '2026-07-10', now: NOW })
      ).length;
      await held;
    });
    // Wait until the first sweep holds its claim, then race a second one against it.
    while (firstClaimed === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = notifyExpiringDocuments(world.db, NOW);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await first;
    expect(await second).toEqual({ notified: 0 });
    expect(firstClaimed).toBe(1);
  });
});
