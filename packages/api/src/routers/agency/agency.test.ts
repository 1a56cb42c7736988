import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { AGENCY_MESSAGES } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationInput,
  callerFor,
  createMemoryStorage,
  expectError,
  newAgentInput,
  seedProgram,
  signIn,
  testCaller,
  type SignedIn,
} from '../../testing';
import { DUPLICATE_ACCOUNT_MESSAGE } from '../../services/accounts';

const JOIN = {
  password: 'correct horse battery',
  firstName: 'Layla',
  lastName: 'Saeed',
  country: 'Jordan',
  phoneNumber: '+962 7 9000 0000',
};

describe.each(testDrivers())('agencies on %s', (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();
  let programId: number;
  let owner: SignedIn;
  let otherOwner: SignedIn;
  let admin: SignedIn;
  let counsellor: SignedIn;
  let colleague: SignedIn;
  let agencyId: number;

  /** Invites through the owner and joins through the link's token, as the join page does. */
  async function join(by: SignedIn, email: string): Promise<SignedIn> {
    const invite = await by.caller.agency.invite({ email, agencyRole: 'counsellor' });
    const token = new URL(invite.link).searchParams.get('token')!;
    const { caller, jar } = await testCaller(database.db);
    const user = await caller.auth.acceptInvitation({ token, ...JOIN });
    return {
      userId: user.id,
      token: jar.token!,
      caller: await callerFor(database.db, storage, jar.token!),
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ({ programId } = await seedProgram(database.db));
    await database.db
      .updateTable('programs')
      .set({ tuitionAed: 52_345 })
      .where('id', '=', programId)
      .execute();
    owner = await signIn(database.db, storage, { firstName: 'Owner' });
    otherOwner = await signIn(database.db, storage, { firstName: 'Rival' });
    admin = await signIn(database.db, storage, { role: 'admin' });
    agencyId = (await owner.caller.agency.mine()).id;
    counsellor = await join(owner, `counsellor-${Date.now()}@example.com`);
    colleague = await join(owner, `colleague-${Date.now()}@example.com`);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('signs an agent up as the owner of a new agency named from the agency name', async () => {
    const { caller } = await testCaller(database.db);
    const user = await caller.auth.register(
      newAgentInput({ agencyName: 'Desert Rose Consultants' }),
    );
    expect(user).toMatchObject({ agencyRole: 'owner' });
    const agency = await queries.agencies.findAgency(database.db, user.agencyId!);
    expect(agency?.name).toBe('Desert Rose Consultants');
  });

  it('joins the invited e-mail to the agency as a counsellor; the link then stops working', async () => {
    const email = `once-${Date.now()}@example.com`;
    const invite = await owner.caller.agency.invite({ email, agencyRole: 'counsellor' });
    expect(new Date(invite.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // The test server has a mail server (TEST_CONFIG): the answer says the link was e-mailed.
    expect(invite.emailed).toBe(true);
    const token = new URL(invite.link).searchParams.get('token')!;
    const anonymous = (await testCaller(database.db)).caller;
    expect(await anonymous.auth.invitation({ token })).toMatchObject({
      email,
      agencyRole: 'counsellor',
    });
    const user = await anonymous.auth.acceptInvitation({ token, ...JOIN });
    expect(user).toMatchObject({ username: email, agencyId, agencyRole: 'counsellor' });
    await expectError(
      anonymous.auth.invitation({ token }),
      'NOT_FOUND',
      AGENCY_MESSAGES.inviteInvalid,
    );
    await expectError(
      (await testCaller(database.db)).caller.auth.acceptInvitation({ token, ...JOIN }),
      'NOT_FOUND',
      AGENCY_MESSAGES.inviteInvalid,
    );
    const stored = await database.db
      .selectFrom('agencyInvites')
      .select('tokenHash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token);
  });

  it('invites an address that has an account like any other; accepting decides', async () => {
    const existing = await queries.users.findUserById(database.db, otherOwner.userId);
    const fresh = `fresh-${Date.now()}@example.com`;
    const toExisting = await owner.caller.agency.invite({
      email: existing!.username,
      agencyRole: 'counsellor',
    });
    const toFresh = await owner.caller.agency.invite({ email: fresh, agencyRole: 'counsellor' });
    expect(Object.keys(toExisting).sort()).toEqual(Object.keys(toFresh).sort());
    expect(toExisting).toMatchObject({ email: existing!.username, agencyRole: 'counsellor' });
    const mails = await database.db
      .selectFrom('outbox')
      .select('toAddress')
      .where('toAddress', 'in', [existing!.username, fresh])
      .execute();
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([existing!.username, fresh].sort());

    const token = new URL(toExisting.link).searchParams.get('token')!;
    await expectError(
      (await testCaller(database.db)).caller.auth.acceptInvitation({ token, ...JOIN }),
      'CONFLICT',
      DUPLICATE_ACCOUNT_MESSAGE,
    );
    const still = await queries.users.findUserById(database.db, otherOwner.userId);
    expect(still?.agencyId).toBe(existing!.agencyId);
  });

  it('refuses an expired invite', async () => {
    const email = `late-${Date.now()}@example.com`;
    const invite = await owner.caller.agency.invite({ email, agencyRole: 'counsellor' });
    await database.db
      .updateTable('agencyInvites')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const token = new URL(invite.link).searchParams.get('token')!;
    await expectError(
      (await testCaller(database.db)).caller.auth.acceptInvitation({ token, ...JOIN }),
      'NOT_FOUND',
      AGENCY_MESSAGES.inviteInvalid,
    );
  });

  it('lets the owner revoke a waiting invite: its link stops working; others get 404 or 403', async () => {
    const email = `revoked-${Date.now()}@example.com`;
    const invite = await owner.caller.agency.invite({ email, agencyRole: 'counsellor' });
    const token = new URL(invite.link).searchParams.get('token')!;
    // Another agency's owner answers like a missing invite; a counsellor is not the owner.
    await expectError(
      otherOwner.caller.agency.revokeInvite({ id: invite.id }),
      'NOT_FOUND',
      AGENCY_MESSAGES.inviteNotFound,
    );
    await expectError(
      counsellor.caller.agency.revokeInvite({ id: invite.id }),
      'FORBIDDEN',
      AGENCY_MESSAGES.ownerOnly,
    );
    expect((await owner.caller.agency.mine()).invites.map((row) => row.email)).toContain(email);

    expect(await owner.caller.agency.revokeInvite({ id: invite.id })).toEqual({
      id: invite.id,
      email,
    });
    expect((await owner.caller.agency.mine()).invites.map((row) => row.email)).not.toContain(email);
    const anonymous = (await testCaller(database.db)).caller;
    await expectError(
      anonymous.auth.invitation({ token }),
      'NOT_FOUND',
      AGENCY_MESSAGES.inviteInvalid,
    );
    await expectError(
      anonymous.auth.acceptInvitation({ token, ...JOIN }),
      'NOT_FOUND',
      AGENCY_MESSAGES.inviteInvalid,
    );
    // Once revoked (or used), it is gone.
    await expectError(
      owner.caller.agency.revokeInvite({ id: invite.id }),
      'NOT_FOUND',
      AGENCY_MESSAGES.inviteNotFound,
    );
    const audit = await database.db
      .selectFrom('auditLogs')
      .select(['userId', 'resourceId', 'newData'])
      .where('action', '=', 'agency_invite_revoked')
      .execute();
    expect(audit).toEqual([
      {
        userId: owner.userId,
        resourceId: String(agencyId),
        newData: { inviteId: invite.id, email, agencyRole: 'counsellor' },
      },
    ]);
  });

  it('keeps members, invites and splits to the owner', async () => {
    await expectError(
      counsellor.caller.agency.invite({ email: 'x@example.com', agencyRole: 'counsellor' }),
      'FORBIDDEN',
      AGENCY_MESSAGES.ownerOnly,
    );
    await expectError(
      counsellor.caller.agency.setMemberActive({ userId: colleague.userId, active: false }),
      'FORBIDDEN',
    );
    await expectError(counsellor.caller.agency.splits(), 'FORBIDDEN');
    const mine = await counsellor.caller.agency.mine();
    expect(mine.myRole).toBe('counsellor');
    expect(mine.invites).toEqual([]);
  });

  it('shows the owner the counsellor’s student and application; colleagues and other agencies get 404', async () => {
    const { id } = await counsellor.caller.application.create(
      applicationInput(programId, {
        studentLastName: 'Visible',
        studentEmail: 'visible@example.com',
      }),
    );
    const ownerList = await owner.caller.application.list({});
    expect(ownerList.items.map((item) => item.id)).toContain(id);
    expect((await owner.caller.application.byId({ id })).id).toBe(id);
    const studentId = (await counsellor.caller.application.byId({ id })).studentId;
    expect((await owner.caller.student.byId({ id: studentId })).id).toBe(studentId);
    // The student's page names who looks after them, for the owner's Reassign.
    expect((await owner.caller.student.byId({ id: studentId })).counsellorId).toBe(
      counsellor.userId,
    );
    expect((await owner.caller.student.list({})).items.map((s) => s.id)).toContain(studentId);

    await expectError(
      colleague.caller.application.byId({ id }),
      'NOT_FOUND',
      'Application not found',
    );
    await expectError(
      otherOwner.caller.application.byId({ id }),
      'NOT_FOUND',
      'Application not found',
    );
    await expectError(otherOwner.caller.student.byId({ id: studentId }), 'NOT_FOUND');
    expect(
      (await colleague.caller.application.list({})).items.map((item) => item.id),
    ).not.toContain(id);
    expect(
      (await otherOwner.caller.application.list({})).items.map((item) => item.id),
    ).not.toContain(id);
  });

  it('names each student’s counsellor on the owner’s list and filters it by member on the server', async () => {
    await counsellor.caller.application.create(
      applicationInput(programId, {
        studentLastName: 'Filtered',
        studentEmail: 'filtered@example.com',
      }),
    );
    await owner.caller.application.create(
      applicationInput(programId, {
        studentLastName: 'OwnersOwn',
        studentEmail: 'ownersown@example.com',
      }),
    );
    const all = await owner.caller.student.list({ pageSize: 100 });
    const filtered = all.items.find((item) => item.lastName === 'Filtered');
    expect(filtered?.counsellor).toEqual({ id: counsellor.userId, name: 'Layla Saeed' });
    expect(all.items.find((item) => item.lastName === 'OwnersOwn')?.counsellor.id).toBe(
      owner.userId,
    );

    const onlyCounsellor = await owner.caller.student.list({
      counsellorId: counsellor.userId,
      pageSize: 100,
    });
    expect(onlyCounsellor.items.map((item) => item.lastName)).toContain('Filtered');
    expect(onlyCounsellor.items.every((item) => item.counsellor.id === counsellor.userId)).toBe(
      true,
    );
    expect(onlyCounsellor.total).toBe(onlyCounsellor.items.length);
    expect(onlyCounsellor.total).toBeLessThan(all.total);

    // Another agency's member, or a colleague's id from a counsellor, finds nothing; no 500 on junk.
    expect((await otherOwner.caller.student.list({ counsellorId: counsellor.userId })).total).toBe(
      0,
    );
    expect((await colleague.caller.student.list({ counsellorId: counsellor.userId })).total).toBe(
      0,
    );
    await expectError(
      owner.caller.student.list({ counsellorId: 'abc' as unknown as number }),
      'BAD_REQUEST',
      'Counsellor id must be a number',
    );
  });

  it('lists by name only the agencies an owner already works with, never a stranger, their own or an inactive one', async () => {
    // A stranger's agency is not listed; naming it by number and its owner's e-mail makes it a partner.
    const stranger = await signIn(database.db, storage, { firstName: 'Stranger' });
    const strangerAgency = await stranger.caller.agency.mine();
    const strangerEmail = (await queries.users.findUserById(database.db, stranger.userId))!
      .username;
    const before = await owner.caller.agency.subAgencies({});
    expect(before.map((choice) => choice.id)).not.toContain(strangerAgency.id);
    expect(before.map((choice) => choice.id)).not.toContain(agencyId);
    const { id } = await owner.caller.application.create(
      applicationInput(programId, { studentEmail: `partner-${Date.now()}@example.com` }),
    );
    await owner.caller.agency.setSplit({
      target: 'application',
      targetId: id,
      subAgencyId: strangerAgency.id,
      subAgencyOwnerEmail: strangerEmail,
      share: { kind: 'percent', percent: '10' },
    });
    const after = await owner.caller.agency.subAgencies({});
    expect(after).toContainEqual({ id: strangerAgency.id, name: strangerAgency.name });
    const names = after.map((choice) => choice.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const searched = await owner.caller.agency.subAgencies({
      search: strangerAgency.name.slice(0, 6),
    });
    expect(searched.map((choice) => choice.id)).toContain(strangerAgency.id);
    await admin.caller.admin.agency.setActive({ id: strangerAgency.id, active: false });
    expect((await owner.caller.agency.subAgencies({})).map((c) => c.id)).not.toContain(
      strangerAgency.id,
    );
    await admin.caller.admin.agency.setActive({ id: strangerAgency.id, active: true });
    await expectError(counsellor.caller.agency.subAgencies({}), 'FORBIDDEN');
  });

  it('reads the counsellor’s "New message" notification when the owner reads the thread', async () => {
    const { id } = await counsellor.caller.application.create(
      applicationInput(programId, { studentEmail: 'thread@example.com' }),
    );
    await counsellor.caller.application.submit({ id });
    const before = (await counsellor.caller.notification.unreadCount()).count;
    await admin.caller.message.send({ applicationId: id, body: 'Please send the passport' });
    expect((await counsellor.caller.notification.unreadCount()).count).toBe(before + 1);
    // An admin reading the thread reads the agent side's messages, not the agent's notifications.
    await admin.caller.message.markRead({ applicationId: id });
    expect((await counsellor.caller.notification.unreadCount()).count).toBe(before + 1);

    expect(await owner.caller.message.markRead({ applicationId: id })).toEqual({ updated: 1 });
    expect((await counsellor.caller.notification.unreadCount()).count).toBe(before);
  });

  it('files an owner’s application for a counsellor’s student under that counsellor', async () => {
    const { id } = await counsellor.caller.application.create(
      applicationInput(programId, {
        studentLastName: 'Shared',
        studentEmail: 'shared@example.com',
      }),
    );
    const studentId = (await counsellor.caller.application.byId({ id })).studentId;
    const second = await owner.caller.application.create(
      applicationInput(programId, {
        studentId,
        studentLastName: 'Shared',
        studentEmail: 'shared@example.com',
        intakeDate: 'January 2027',
      }),
    );
    expect((await counsellor.caller.application.byId({ id: second.id })).studentId).toBe(studentId);
  });

  it('reassigns a leaving member’s students and applications in one audited step', async () => {
    const leaving = await join(owner, `leaving-${Date.now()}@example.com`);
    const { id } = await leaving.caller.application.create(
      applicationInput(programId, {
        studentLastName: 'Handover',
        studentEmail: 'handover@example.com',
      }),
    );
    await owner.caller.agency.setMemberActive({ userId: leaving.userId, active: false });
    const sessions = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', leaving.userId)
      .execute();
    expect(sessions).toEqual([]);
    await expectError(
      (await callerFor(database.db, storage, leaving.token)).application.list({}),
      'UNAUTHORIZED',
    );

    await expectError(colleague.caller.application.byId({ id }), 'NOT_FOUND');
    const moved = await owner.caller.agency.reassign({
      fromUserId: leaving.userId,
      toUserId: colleague.userId,
    });
    expect(moved).toEqual({ students: 1, applications: 1, documents: 0, commissions: 0 });
    expect((await colleague.caller.application.byId({ id })).userId).toBe(colleague.userId);
    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'agency_work_reassigned')
      .where('resourceId', '=', String(agencyId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.newData).toMatchObject({ userId: colleague.userId, applications: 1 });

    await expectError(
      owner.caller.agency.reassign({ fromUserId: colleague.userId, toUserId: leaving.userId }),
      'BAD_REQUEST',
      AGENCY_MESSAGES.reassignTarget,
    );
    await expectError(
      otherOwner.caller.agency.reassign({
        fromUserId: colleague.userId,
        toUserId: otherOwner.userId,
      }),
      'NOT_FOUND',
      AGENCY_MESSAGES.memberNotFound,
    );
  });

  it('refuses a reassignment onto a counsellor who has a student with the same e-mail', async () => {
    const a = await join(owner, `a-${Date.now()}@example.com`);
    const b = await join(owner, `b-${Date.now()}@example.com`);
    await a.caller.application.create(
      applicationInput(programId, { studentEmail: 'twin@example.com' }),
    );
    await b.caller.application.create(
      applicationInput(programId, { studentEmail: 'twin@example.com' }),
    );
    const body = await expectError(
      owner.caller.agency.reassign({ fromUserId: a.userId, toUserId: b.userId }),
      'CONFLICT',
    );
    expect(body.message).toContain('twin@example.com');
  });

  it('changes roles, never the owner’s own', async () => {
    const promoted = await owner.caller.agency.setRole({
      userId: colleague.userId,
      agencyRole: 'owner',
    });
    expect(promoted.agencyRole).toBe('owner');
    await owner.caller.agency.setRole({ userId: colleague.userId, agencyRole: 'counsellor' });
    await expectError(
      owner.caller.agency.setRole({ userId: owner.userId, agencyRole: 'counsellor' }),
      'BAD_REQUEST',
      AGENCY_MESSAGES.selfChange,
    );
  });

  it('keeps the founder an active owner whatever an invited co-owner does', async () => {
    await owner.caller.agency.setRole({ userId: colleague.userId, agencyRole: 'owner' });
    const coOwner = await callerFor(database.db, storage, colleague.token);
    await expectError(
      coOwner.agency.setRole({ userId: owner.userId, agencyRole: 'counsellor' }),
      'FORBIDDEN',
      AGENCY_MESSAGES.founderProtected,
    );
    await expectError(
      coOwner.agency.setMemberActive({ userId: owner.userId, active: false }),
      'FORBIDDEN',
      AGENCY_MESSAGES.founderProtected,
    );
    const founder = await queries.users.findUserById(database.db, owner.userId);
    expect(founder).toMatchObject({ agencyRole: 'owner', active: true });
    // The co-owner still runs the other members; the founder may demote the co-owner.
    await coOwner.agency.setRole({ userId: counsellor.userId, agencyRole: 'counsellor' });
    await owner.caller.agency.setRole({ userId: colleague.userId, agencyRole: 'counsellor' });
  });

  it('shows a commission preview to signed-in agents only, with the median once five are paid', async () => {
    const preview = await counsellor.caller.program.commissionPreview({ programId });
    expect(preview).toMatchObject({
      tuitionAed: 52_345,
      rateBps: 1000,
      amountFils: 523_450,
      payoutLagDays: 90,
      medianDaysToPayment: null,
    });
    await expectError(
      (await testCaller(database.db)).caller.program.commissionPreview({ programId }),
      'UNAUTHORIZED',
    );
    const publicProgram = await (
      await testCaller(database.db)
    ).caller.program.byId({ id: programId });
    expect(JSON.stringify(publicProgram)).not.toMatch(/rateBps|amountFils|commission/i);

    const { universityId } = await database.db
      .selectFrom('programs')
      .select('universityId')
      .where('id', '=', programId)
      .executeTakeFirstOrThrow();
    const days = [10, 20, 30, 40];
    const pay = async (lagDays: number, n: number) => {
      const { id } = await owner.caller.application.create(
        applicationInput(programId, { studentEmail: `paid-${n}-${Date.now()}@example.com` }),
      );
      await owner.caller.application.submit({ id });
      await admin.caller.admin.application.changeStatus({ id, status: 'completed' });
      await database.db
        .updateTable('commissions')
        .set({
          status: 'paid',
          earnedAt: new Date('2026-01-01T00:00:00Z'),
          paidAt: new Date(Date.UTC(2026, 0, 1 + lagDays)),
        })
        .where('applicationId', '=', id)
        .execute();
    };
    for (const [n, lag] of days.entries()) await pay(lag, n);
    expect(
      (await counsellor.caller.program.commissionPreview({ programId })).medianDaysToPayment,
    ).toBeNull();
    await pay(50, 5);
    const after = await counsellor.caller.program.commissionPreview({ programId });
    expect(after).toMatchObject({ medianDaysToPayment: 30, paidCount: 5 });
    expect(universityId).toBeGreaterThan(0);
  });

  it('splits a commission with a sub-agent by percentage or fixed amount, exactly, on both earnings pages', async () => {
    const subAgencyId = otherOwner.caller ? (await otherOwner.caller.agency.mine()).id : 0;
    const completed = async (email: string) => {
      const { id } = await owner.caller.application.create(
        applicationInput(programId, { studentEmail: email }),
      );
      await owner.caller.application.submit({ id });
      return id;
    };
    const byPercent = await completed(`split-p-${Date.now()}@example.com`);
    const byFixed = await completed(`split-f-${Date.now()}@example.com`);
    // A number alone names no agency the owner does not work with yet, nor does a wrong owner;
    // the refusal is the same as for a number no agency has, and carries no name.
    const { username: subOwnerEmail } = await queries.users
      .findUserById(database.db, otherOwner.userId)
      .then((row) => row!);
    expect((await owner.caller.agency.splits()).partners.map((agency) => agency.id)).not.toContain(
      subAgencyId,
    );
    for (const probe of [
      { subAgencyId },
      { subAgencyId, subAgencyOwnerEmail: `not-${subOwnerEmail}` },
      { subAgencyId: 2_000_000_000, subAgencyOwnerEmail: subOwnerEmail },
    ]) {
      const body = await expectError(
        owner.caller.agency.setSplit({
          target: 'application',
          targetId: byPercent,
          ...probe,
          share: { kind: 'percent', percent: '33.33' },
        }),
        'NOT_FOUND',
        AGENCY_MESSAGES.subAgencyNotFound,
      );
      expect(JSON.stringify(body)).not.toContain('Khalil');
    }
    await owner.caller.agency.setSplit({
      target: 'application',
      targetId: byPercent,
      subAgencyId,
      subAgencyOwnerEmail: subOwnerEmail.toUpperCase(),
      share: { kind: 'percent', percent: '33.33' },
    });
    // From then on the two work together: the number is enough, and each lists the other.
    expect((await owner.caller.agency.splits()).partners.map((agency) => agency.id)).toContain(
      subAgencyId,
    );
    expect((await otherOwner.caller.agency.splits()).partners.map((agency) => agency.id)).toEqual([
      agencyId,
    ]);
    const studentId = (await owner.caller.application.byId({ id: byFixed })).studentId;
    await owner.caller.agency.setSplit({
      target: 'student',
      targetId: studentId,
      subAgencyId,
      share: { kind: 'fixed', amountAed: '1000.05' },
    });
    for (const id of [byPercent, byFixed])
      await admin.caller.admin.application.changeStatus({ id, status: 'completed' });

    const mine = await owner.caller.agency.splits();
    const percentRow = mine.passedOn.find((row) => row.applicationId === byPercent)!;
    // 523 450 fils × 33.33 % = 174 465.885 → 174 466 fils (half up); the agency keeps the rest.
    expect(percentRow).toMatchObject({
      amountFils: 523_450,
      shareFils: 174_466,
      keptFils: 348_984,
      setOn: 'application',
    });
    const fixedRow = mine.passedOn.find((row) => row.applicationId === byFixed)!;
    expect(fixedRow).toMatchObject({ shareFils: 100_005, keptFils: 423_445, setOn: 'student' });

    const theirs = await otherOwner.caller.agency.splits();
    expect(theirs.received.map((row) => [row.applicationId, row.shareFils])).toEqual(
      expect.arrayContaining([
        [byPercent, 174_466],
        [byFixed, 100_005],
      ]),
    );
    expect(theirs.passedOn).toEqual([]);

    await expectError(
      owner.caller.agency.setSplit({
        target: 'application',
        targetId: byPercent,
        subAgencyId: agencyId,
        share: { kind: 'percent', percent: '10' },
      }),
      'BAD_REQUEST',
      AGENCY_MESSAGES.subAgencySelf,
    );
    await expectError(
      otherOwner.caller.agency.setSplit({
        target: 'application',
        targetId: byPercent,
        subAgencyId: agencyId,
        share: { kind: 'percent', percent: '10' },
      }),
      'NOT_FOUND',
    );
    await expectError(
      owner.caller.agency.setSplit({
        target: 'application',
        targetId: byPercent,
        subAgencyId,
        share: { kind: 'percent', percent: '0' },
      }),
      'BAD_REQUEST',
    );
  });

  it('lets an admin list agencies and deactivate one: every member’s session ends', async () => {
    const list = await admin.caller.admin.agency.list({ search: undefined });
    const row = list.items.find((item) => item.id === agencyId)!;
    expect(row.members.map((m) => m.agencyRole)).toContain('owner');
    expect(row.applicationCount).toBeGreaterThan(0);
    expect(row.earnedFils).toBeGreaterThan(0);

    const result = await admin.caller.admin.agency.setActive({ id: agencyId, active: false });
    expect(result.endedSessions).toBeGreaterThanOrEqual(3);
    await expectError(
      (await callerFor(database.db, storage, owner.token)).agency.mine(),
      'UNAUTHORIZED',
    );
    await expectError(
      (await callerFor(database.db, storage, counsellor.token)).application.list({}),
      'UNAUTHORIZED',
    );

    const audit = await admin.caller.admin.auditLog.list({ agencyId, pageSize: 100 });
    const actions = audit.items.map((item) => item.action);
    expect(actions).toContain('agency_deactivated');
    expect(actions).toContain('agency_member_invited');
    const others = await admin.caller.admin.auditLog.list({
      agencyId: (await otherOwner.caller.agency.mine()).id,
    });
    expect(others.items.map((item) => item.action)).not.toContain('agency_deactivated');
    await admin.caller.admin.agency.setActive({ id: agencyId, active: true });
  });
});
