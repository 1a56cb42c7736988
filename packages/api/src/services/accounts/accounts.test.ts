import { testDrivers } from '@uniguide/db/testing';
import { ACCOUNT_MESSAGES, approvalClockLabel, approvalHoursLeft } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { applicationInput, expectError, registerAgent, testCaller, testWorld } from '../../testing';

describe('approval clock', () => {
  it('counts whole hours down from sign-up and up once overdue', () => {
    const signedUp = new Date('2026-01-01T00:00:00Z');
    expect(approvalHoursLeft(signedUp, new Date('2026-01-01T00:30:00Z'))).toBe(47);
    expect(approvalHoursLeft(signedUp, new Date('2026-01-03T00:00:00Z'))).toBe(0);
    expect(approvalHoursLeft(signedUp, new Date('2026-01-03T02:10:00Z'))).toBe(-2);
    expect(approvalHoursLeft(signedUp, new Date('2026-01-03T00:20:00Z'))).toBe(-1);
    expect(approvalClockLabel(47)).toBe('Answer due in 47 h');
    expect(approvalClockLabel(-3)).toBe('3 h past the 48-hour promise');
  });
});

describe.each(testDrivers())('accounts on %s', (driver) => {
  const world = testWorld(driver, { agent: false });

  async function actions(resourceType: string, resourceId: number | string) {
    const rows = await world.db
      .selectFrom('auditLogs')
      .select(['action', 'userId', 'newData'])
      .where('resourceType', '=', resourceType)
      .where('resourceId', '=', String(resourceId))
      .orderBy('id')
      .execute();
    return rows;
  }

  /** The newest outbox message to an address (the e-mail as it would be sent). */
  async function mailTo(to: string, template?: string) {
    let query = world.db
      .selectFrom('outbox')
      .select(['template', 'subject', 'text', 'toAddress'])
      .where('toAddress', '=', to);
    if (template) query = query.where('template', '=', template);
    return query.orderBy('id', 'desc').executeTakeFirst();
  }

  function tokenIn(text: string | undefined, path: string): string {
    const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? '');
    if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
    return match[1];
  }

  async function requireApproval(mode: 'automatic' | 'required') {
    await world.admin.caller.admin.settings.update({ agentApproval: mode });
  }

  it('tells visitors whether approval is required, following the setting', async () => {
    const visitor = (await testCaller(world.db)).caller;
    expect(await visitor.auth.signUpTerms()).toEqual({ approvalRequired: false });
    await requireApproval('required');
    try {
      expect(await visitor.auth.signUpTerms()).toEqual({ approvalRequired: true });
    } finally {
      await requireApproval('automatic');
    }
  });

  it('lets new agents straight in by default: approved, but unverified until the e-mailed link', async () => {
    expect(await world.admin.caller.admin.settings.get()).toEqual({ agentApproval: 'automatic' });
    const { user, token } = await registerAgent(world.db);
    expect(user).toMatchObject({ approvalStatus: 'approved', emailVerified: false });
    const mail = await mailTo(user.username, 'verify_email');
    const link = tokenIn(mail?.text, '/verify-email');

    const signedOut = await testCaller(world.db);
    expect(await signedOut.caller.auth.verifyEmail({ token: link })).toMatchObject({
      id: user.id,
      emailVerified: true,
    });
    const me = await (await testCaller(world.db, { token })).caller.auth.me();
    expect(me?.emailVerified).toBe(true);
    expect((await actions('user', user.id)).map((row) => row.action)).toContain(
      'user_email_verified',
    );
    // Single use.
    await expectError(
      signedOut.caller.auth.verifyEmail({ token: link }),
      'BAD_REQUEST',
      ACCOUNT_MESSAGES.verifyInvalid,
    );
  });

  it('queues new agents when approval is required: drafts yes, submit no (403 with the reason)', async () => {
    await requireApproval('required');
    try {
      const settingsAudit = await actions('settings', 'agentApproval');
      expect(settingsAudit.at(-1)).toMatchObject({
        action: 'settings_updated',
        userId: world.admin.userId,
        newData: { agentApproval: 'required' },
      });
      const { user, token } = await registerAgent(world.db);
      expect(user.approvalStatus).toBe('pending');
      const { caller } = await testCaller(world.db, { token });
      const draft = await caller.application.create(applicationInput(world.programId));
      expect(draft.status).toBe('draft');
      await expectError(
        caller.application.submit({ id: draft.id }),
        'FORBIDDEN',
        ACCOUNT_MESSAGES.pendingApproval,
      );
      await expectError(
        caller.application.update({ id: draft.id, status: 'submitted' }),
        'FORBIDDEN',
        ACCOUNT_MESSAGES.pendingApproval,
      );
      const stillDraft = await caller.application.byId({ id: draft.id });
      expect(stillDraft.status).toBe('draft');

      const queue = await world.admin.caller.admin.approval.pending({});
      const entry = queue.items.find((item) => item.id === user.id);
      expect(entry).toMatchObject({ username: user.username, hoursLeft: 47 });

      const approved = await world.admin.caller.admin.approval.approve({ id: user.id });
      expect(approved.approvalStatus).toBe('approved');
      expect(
        (await world.admin.caller.admin.approval.pending({})).items.map((i) => i.id),
      ).not.toContain(user.id);
      const after = await testCaller(world.db, { token });
      expect((await after.caller.application.submit({ id: draft.id })).status).toBe('submitted');
      expect((await actions('user', user.id)).map((row) => row.action)).toContain('agent_approved');
      expect((await mailTo(user.username, 'agent_approval'))?.subject).toMatch(/is approved$/);
      await expectError(
        world.admin.caller.admin.approval.approve({ id: user.id }),
        'CONFLICT',
        ACCOUNT_MESSAGES.notPending,
      );
    } finally {
      await requireApproval('automatic');
    }
  });

  it('puts the most overdue agent first and declines with a reason the agent sees', async () => {
    await requireApproval('required');
    try {
      const older = await registerAgent(world.db);
      const newer = await registerAgent(world.db);
      await world.db
        .updateTable('users')
        .set({ createdAt: new Date(Date.now() - 50 * 3_600_000) } as never)
        .where('id', '=', older.user.id)
        .execute();
      const queue = await world.admin.caller.admin.approval.pending({});
      const ids = queue.items.map((item) => item.id);
      expect(ids.indexOf(older.user.id)).toBeLessThan(ids.indexOf(newer.user.id));
      expect(queue.items.find((item) => item.id === older.user.id)?.hoursLeft).toBe(-2);

      await expectError(
        world.admin.caller.admin.approval.decline({ id: newer.user.id, reason: ' ' }),
        'BAD_REQUEST',
      );
      const declined = await world.admin.caller.admin.approval.decline({
        id: newer.user.id,
        reason: 'We could not confirm the agency licence',
      });
      expect(declined).toMatchObject({
        approvalStatus: 'declined',
        approvalReason: 'We could not confirm the agency licence',
      });
      const me = await (await testCaller(world.db, { token: newer.token })).caller.auth.me();
      expect(me?.approvalReason).toBe('We could not confirm the agency licence');
      const { caller } = await testCaller(world.db, { token: newer.token });
      const draft = await caller.application.create(applicationInput(world.programId));
      await expectError(
        caller.application.submit({ id: draft.id }),
        'FORBIDDEN',
        ACCOUNT_MESSAGES.declined,
      );
      const declinedMail = await mailTo(newer.user.username, 'agent_approval');
      expect(declinedMail?.subject).toMatch(/was not approved$/);
      expect(declinedMail?.text).toContain('Reason: We could not confirm the agency licence');
      const audit = await actions('user', newer.user.id);
      expect(audit.at(-1)).toMatchObject({
        action: 'agent_declined',
        newData: { approvalStatus: 'declined', reason: 'We could not confirm the agency licence' },
      });
      // A declined agent may still be approved later.
      await world.admin.caller.admin.approval.approve({ id: newer.user.id });
    } finally {
      await requireApproval('automatic');
    }
  });

  it('refuses approval calls on admins and unknown ids', async () => {
    await expectError(
      world.admin.caller.admin.approval.approve({ id: world.admin.userId }),
      'NOT_FOUND',
    );
    await expectError(
      world.admin.caller.admin.approval.approve({ id: 2_000_000_000 }),
      'NOT_FOUND',
    );
  });

  it('changes the e-mail with the current password: the new address is verified again, the old one told', async () => {
    const { user, token, input } = await registerAgent(world.db);
    const firstLink = tokenIn((await mailTo(user.username, 'verify_email'))?.text, '/verify-email');
    const { caller } = await testCaller(world.db, { token });
    await expectError(
      caller.user.changeEmail({ email: 'new@example.com', currentPassword: 'wrong one' }),
      'BAD_REQUEST',
      ACCOUNT_MESSAGES.wrongPassword,
    );
    await expectError(
      caller.user.changeEmail({ email: user.username, currentPassword: input.password }),
      'BAD_REQUEST',
      ACCOUNT_MESSAGES.emailUnchanged,
    );
    const other = await registerAgent(world.db);
    await expectError(
      caller.user.changeEmail({ email: other.user.username, currentPassword: input.password }),
      'CONFLICT',
    );
    const newEmail = `moved-${user.id}@example.com`;
    const changed = await caller.user.changeEmail({
      email: newEmail.toUpperCase(),
      currentPassword: input.password,
    });
    expect(changed).toMatchObject({ username: newEmail, emailVerified: false });
    const audit = await actions('user', user.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'user_email_changed',
      newData: { username: newEmail, emailVerified: false },
    });
    const signIn = await testCaller(world.db);
    expect(
      (await signIn.caller.auth.login({ username: newEmail, password: input.password })).id,
    ).toBe(user.id);

    const notice = await mailTo(user.username, 'email_changed');
    expect(notice?.text).toContain(newEmail);
    // The link sent to the old address cannot verify the new one.
    await expectError(
      signIn.caller.auth.verifyEmail({ token: firstLink }),
      'BAD_REQUEST',
      ACCOUNT_MESSAGES.verifyInvalid,
    );
    const newLink = tokenIn((await mailTo(newEmail, 'verify_email'))?.text, '/verify-email');
    expect(await signIn.caller.auth.verifyEmail({ token: newLink })).toMatchObject({
      username: newEmail,
      emailVerified: true,
    });
  });

  it('resends a verification link to unverified accounts only', async () => {
    const { token, user } = await registerAgent(world.db);
    const { caller } = await testCaller(world.db, { token });
    const first = tokenIn((await mailTo(user.username, 'verify_email'))?.text, '/verify-email');
    expect(await caller.user.resendVerification()).toEqual({ sentTo: user.username });
    const second = tokenIn((await mailTo(user.username, 'verify_email'))?.text, '/verify-email');
    expect(second).not.toBe(first);
    // The newer link retires the older one.
    await expectError(caller.auth.verifyEmail({ token: first }), 'BAD_REQUEST');
    await world.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date() })
      .where('id', '=', user.id)
      .execute();
    await expectError(
      caller.user.resendVerification(),
      'CONFLICT',
      ACCOUNT_MESSAGES.alreadyVerified,
    );
  });

  it('invites an admin by e-mail: single use, the account is an admin, verified, signed in', async () => {
    const email = `new-admin-${Date.now()}@example.com`;
    const invite = await world.admin.caller.admin.invite.create({ email });
    expect(invite).not.toHaveProperty('link');
    expect((await world.admin.caller.admin.invite.list()).map((row) => row.email)).toContain(email);
    await expectError(
      world.admin.caller.admin.invite.create({
        email: world.admin.userId
          ? (
              await world.db
                .selectFrom('users')
                .select('username')
                .where('id', '=', world.admin.userId)
                .executeTakeFirstOrThrow()
            ).username
          : '',
      }),
      'CONFLICT',
    );

    // The link's token only travels by e-mail, to the admin console.
    const mail = await mailTo(email, 'invitation');
    expect(mail?.text).toContain('http://admin.localhost:3000/accept-invite?token=');
    const token = tokenIn(mail?.text, '/accept-invite');
    const visitor = await testCaller(world.db, { app: 'admin' });
    expect(await visitor.caller.auth.adminInvitation({ token })).toMatchObject({ email });
    const created = await visitor.caller.auth.acceptAdminInvitation({
      token,
      password: 'a long admin passphrase',
      firstName: 'Noor',
      lastName: 'Saleh',
    });
    expect(created).toMatchObject({ username: email, isAdmin: true, emailVerified: true });
    expect(visitor.jar.token).toBeTruthy();
    await expectError(visitor.caller.auth.adminInvitation({ token }), 'NOT_FOUND');
    await expectError(
      visitor.caller.auth.acceptAdminInvitation({
        token,
        password: 'a long admin passphrase',
        firstName: 'Noor',
        lastName: 'Saleh',
      }),
      'NOT_FOUND',
      ACCOUNT_MESSAGES.inviteInvalid,
    );
    expect((await actions('admin_invite', invite.id)).map((row) => row.action)).toEqual([
      'admin_invited',
      'admin_invite_accepted',
    ]);
  });

  it('revokes a waiting admin invitation, once', async () => {
    const invite = await world.admin.caller.admin.invite.create({
      email: `revoked-${Date.now()}@example.com`,
    });
    await world.admin.caller.admin.invite.revoke({ id: invite.id });
    expect((await world.admin.caller.admin.invite.list()).map((row) => row.id)).not.toContain(
      invite.id,
    );
    await expectError(world.admin.caller.admin.invite.revoke({ id: invite.id }), 'NOT_FOUND');
  });

  it('lets agency invitees join with their inviting owner’s standing', async () => {
    await requireApproval('required');
    try {
      const owner = await registerAgent(world.db);
      const ownerCaller = (await testCaller(world.db, { token: owner.token })).caller;
      const invite = await ownerCaller.agency.invite({
        email: `pending-member-${Date.now()}@example.com`,
        agencyRole: 'counsellor',
      });
      const token = new URL(invite.link).searchParams.get('token')!;
      // The invitation is e-mailed too, with the same link.
      const mail = await mailTo(invite.email, 'invitation');
      expect(mail?.text).toContain(invite.link);
      const joiner = await (
        await testCaller(world.db)
      ).caller.auth.acceptInvitation({
        token,
        password: 'member passphrase',
        firstName: 'Sara',
        lastName: 'Ali',
        country: 'Oman',
        phoneNumber: '+968 9000 0000',
      });
      expect(joiner).toMatchObject({ approvalStatus: 'pending', emailVerified: false });
      expect(await mailTo(joiner.username, 'verify_email')).toBeDefined();
    } finally {
      await requireApproval('automatic');
    }
  });
});
