import { queries } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import {
  applicationInput,
  callerFor,
  seedProgram,
  signIn,
  testContext,
  expectError,
  testWorld,
} from '../../testing';
import { SAME_STATUS_MESSAGE } from '../../services/applications';
import { ADMIN_TARGET_MESSAGE, OWN_ROLE_MESSAGE } from '../../services/accounts';

describe.each(testDrivers())('admin router on %s', (driver) => {
  const world = testWorld(driver, { agentFirstName: 'Agent', adminFirstName: 'Admin' });

  async function submittedApplication(owner = world.agent, overrides = {}) {
    const { id } = await owner.caller.application.create(
      applicationInput(world.programId, overrides),
    );
    await owner.caller.application.submit({ id });
    return id;
  }

  function notificationsOf(userId: number) {
    return world.db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  }

  it('refuses agents and anonymous callers', async () => {
    await expectError(world.agent.caller.admin.stats(), 'FORBIDDEN');
    await expectError(
      world.agent.caller.admin.application.changeStatus({ id: 1, status: 'approved' }),
      'FORBIDDEN',
    );
    await expectError(
      world.agent.caller.admin.user.setActive({ id: world.agent.userId, active: false }),
      'FORBIDDEN',
    );
    await expectError(world.agent.caller.admin.auditLog.list({}), 'FORBIDDEN');
    await expectError(
      (await callerFor(world.db, world.storage)).admin.user.list({}),
      'UNAUTHORIZED',
    );
  });

  describe('changeStatus', () => {
    it('writes the change, a history row, an audit row and the agent’s notification', async () => {
      const id = await submittedApplication();
      const before = await notificationsOf(world.agent.userId);
      const changed = await world.admin.caller.admin.application.changeStatus({
        id,
        status: 'rejected',
        notes: 'Missing transcript',
        rejectionReason: 'Entry requirements not met',
      });
      expect(changed).toMatchObject({
        status: 'rejected',
        adminNotes: 'Missing transcript',
        rejectionReason: 'Entry requirements not met',
        lastActionBy: world.admin.userId,
        canEdit: false,
        canAddDocuments: false,
      });
      // Every status but draft: the current one and the admin's moves (canAdminMove).
      expect(changed.allowedStatuses).toHaveLength(10);
      expect(changed.allowedStatuses).not.toContain('draft');
      expect(changed.statusHistory.at(-1)).toMatchObject({
        fromStatus: 'submitted',
        toStatus: 'rejected',
        notes: 'Missing transcript',
        changedBy: world.admin.userId,
      });

      const audit = await world.db
        .selectFrom('auditLogs')
        .selectAll()
        .where('action', '=', 'application_status_changed')
        .where('resourceId', '=', String(id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ userId: world.admin.userId, resourceType: 'application' });
      expect(audit[0]?.previousData).toMatchObject({ status: 'submitted', rejectionReason: null });
      expect(audit[0]?.newData).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Entry requirements not met',
      });

      const after = await notificationsOf(world.agent.userId);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        type: 'status_change',
        title: 'Application status changed',
        body: `Jane Doe's application for ${world.programName} is now Rejected.`,
        link: `/dashboard/applications/${id}/edit`,
        applicationId: id,
        readAt: null,
      });
    });

    it('fills the field each status carries', async () => {
      const id = await submittedApplication();
      const offer = await world.admin.caller.admin.application.changeStatus({
        id,
        status: 'accepted-conditional-offer',
        conditionalOfferTerms: 'IELTS 6.5 by August',
      });
      expect(offer.conditionalOfferTerms).toBe('IELTS 6.5 by August');
      const atUniversity = await world.admin.caller.admin.application.changeStatus({
        id,
        status: 'submitted-to-university',
      });
      expect(atUniversity.submittedToUniversityDate).not.toBeNull();
      const clearing = await world.admin.caller.admin.application.changeStatus({
        id,
        status: 'payment-clearing',
        paymentConfirmation: true,
      });
      expect(clearing.paymentConfirmation).toBe(true);
      // Notes are optional and leave the previous admin notes in place.
      expect(clearing.adminNotes).toBeNull();
    });

    it('refuses the current status with 400 and changes nothing', async () => {
      const id = await submittedApplication();
      const before = await world.admin.caller.admin.application.byId({ id });
      const body = await expectError(
        world.admin.caller.admin.application.changeStatus({ id, status: 'submitted' }),
        'BAD_REQUEST',
        SAME_STATUS_MESSAGE,
      );
      expect(body.issues).toEqual([{ path: 'status', message: SAME_STATUS_MESSAGE }]);
      expect(await world.admin.caller.admin.application.byId({ id })).toEqual(before);
      await expectError(
        world.admin.caller.admin.application.changeStatus({ id: 999_999, status: 'approved' }),
        'NOT_FOUND',
        'Application not found',
      );
      await expectError(
        world.admin.caller.admin.application.changeStatus({ id, status: 'nonsense' }),
        'BAD_REQUEST',
      );
    });

    it('accepts the action-required alias as incomplete, which reopens editing for the agent', async () => {
      const id = await submittedApplication();
      const changed = await world.admin.caller.admin.application.changeStatus({
        id,
        status: 'action-required',
      });
      expect(changed.status).toBe('incomplete');
      const agentView = await world.agent.caller.application.byId({ id });
      expect(agentView).toMatchObject({
        canEdit: true,
        allowedStatuses: ['submitted', 'incomplete'],
      });
    });

    it('does not notify an agent whose Application Updates preference is off, but still records the change', async () => {
      const quiet = await signIn(world.db, world.storage);
      await queries.users.updateNotificationPreferences(world.db, quiet.userId, {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        applicationUpdates: false,
      });
      const id = await submittedApplication(quiet);
      const changed = await world.admin.caller.admin.application.changeStatus({
        id,
        status: 'under-review',
      });
      expect(changed.statusHistory.at(-1)?.toStatus).toBe('under-review');
      expect(await notificationsOf(quiet.userId)).toEqual([]);
    });

    it('serialises concurrent changes into one history chain', async () => {
      const id = await submittedApplication();
      const secondAdmin = await signIn(world.db, world.storage, { role: 'admin' });
      const results = await Promise.allSettled([
        world.admin.caller.admin.application.changeStatus({
          id,
          status: 'under-review',
          notes: 'first',
        }),
        secondAdmin.caller.admin.application.changeStatus({
          id,
          status: 'approved',
          notes: 'second',
        }),
        world.admin.caller.admin.application.changeStatus({
          id,
          status: 'incomplete',
          notes: 'third',
        }),
      ]);
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const history = (await world.admin.caller.admin.application.byId({ id })).statusHistory;
      expect(history).toHaveLength(5);
      for (let index = 1; index < history.length; index++) {
        expect(history[index]?.fromStatus).toBe(history[index - 1]?.toStatus);
      }
      const final = await world.admin.caller.admin.application.byId({ id });
      expect(final.status).toBe(history.at(-1)?.toStatus);
      expect(await notificationsOf(world.agent.userId)).toEqual(
        expect.arrayContaining([expect.objectContaining({ applicationId: id })]),
      );
    });
  });

  it('computes the six counters in SQL', async () => {
    const before = await world.admin.caller.admin.stats();
    const fresh = await signIn(world.db, world.storage);
    const inactive = await signIn(world.db, world.storage);
    await queries.users.setUserActive(world.db, inactive.userId, false);
    await signIn(world.db, world.storage, { role: 'admin' });
    await seedProgram(world.db);
    await fresh.caller.application.create(
      applicationInput(world.programId, { studentEmail: 'New.Student@Example.com' }),
    );
    await submittedApplication(fresh, {
      studentEmail: 'new.student@example.com',
      intakeDate: 'January 2027',
    });
    const reviewing = await submittedApplication(fresh, {
      studentEmail: 'second.student@example.com',
    });
    const approved = await submittedApplication(fresh, {
      studentEmail: 'third.student@example.com',
    });
    const completed = await submittedApplication(fresh, {
      studentEmail: 'third.student@example.com',
      intakeDate: 'January 2027',
    });
    await world.admin.caller.admin.application.changeStatus({
      id: reviewing,
      status: 'under-review',
    });
    await world.admin.caller.admin.application.changeStatus({ id: approved, status: 'approved' });
    await world.admin.caller.admin.application.changeStatus({ id: completed, status: 'completed' });

    const after = await world.admin.caller.admin.stats();
    expect(after.totalApplications - before.totalApplications).toBe(5);
    expect(after.pendingReviews - before.pendingReviews).toBe(2);
    expect(after.approvedApplications - before.approvedApplications).toBe(2);
    expect(after.activeAgents - before.activeAgents).toBe(1);
    expect(after.totalUniversities - before.totalUniversities).toBe(1);
    // new.student (two spellings, one student), second.student and third.student (two applications).
    expect(after.totalStudents - before.totalStudents).toBe(3);
    // Students belong to one agent (the same e-mail at two agents is two students), and a profile
    // counts whether or not it has applications yet.
    const students = await world.db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.totalStudents).toBe(Number(students.count));
  });

  it('lists every application with search, status filter and most recently updated first', async () => {
    const other = await signIn(world.db, world.storage);
    const marker = `Zed${Date.now().toString(36)}`;
    const first = await submittedApplication(world.agent, {
      studentLastName: marker,
      studentEmail: 'zed.one@example.com',
    });
    const second = await submittedApplication(other, {
      studentFirstName: marker.toUpperCase(),
      studentEmail: 'zed.two@example.com',
    });
    await world.admin.caller.admin.application.changeStatus({ id: first, status: 'under-review' });

    const found = await world.admin.caller.admin.application.list({
      view: 'all',
      search: marker.toLowerCase(),
    });
    expect(found.items.map((item) => item.id)).toEqual([first, second]);
    expect(found).toMatchObject({ total: 2, totalIsEstimate: false });
    expect(found.items[0]?.agent.id).toBe(world.agent.userId);
    expect(
      (
        await world.admin.caller.admin.application.list({ view: 'all', search: 'zed.two@example' })
      ).items.map((i) => i.id),
    ).toEqual([second]);
    expect(
      (
        await world.admin.caller.admin.application.list({
          view: 'all',
          search: marker,
          status: 'submitted',
        })
      ).items.map((i) => i.id),
    ).toEqual([second]);
    const byProgram = await world.admin.caller.admin.application.list({
      view: 'all',
      search: world.programName.toUpperCase(),
      pageSize: 100,
    });
    expect(byProgram.items.map((item) => item.id)).toEqual(expect.arrayContaining([first, second]));
    expect((await world.admin.caller.admin.application.list({ limit: 1 })).items).toHaveLength(1);
    await expectError(world.admin.caller.admin.application.list({ limit: 501 }), 'BAD_REQUEST');
  });

  describe('users', () => {
    it('lists and searches users with their application counts', async () => {
      const listed = await world.admin.caller.admin.user.list({ search: 'agent', pageSize: 100 });
      const row = listed.items.find((item) => item.id === world.agent.userId);
      expect(row).toMatchObject({ role: 'agent', active: true, isAdmin: false });
      expect(row?.applicationCount).toBeGreaterThan(0);
      expect(JSON.stringify(listed)).not.toMatch(/passwordHash|not-a-real-hash/);
      const user = await queries.users.findUserById(world.db, world.agent.userId);
      const exact = await world.admin.caller.admin.user.list({
        search: user!.username.toUpperCase(),
      });
      expect(exact.items.map((item) => item.id)).toEqual([world.agent.userId]);
    });

    it('shows one user with their applications and recent audit entries', async () => {
      const profile = await world.admin.caller.admin.user.byId({ id: world.agent.userId });
      expect(profile.user.id).toBe(world.agent.userId);
      expect(profile.applications.length).toBe(profile.applicationCount);
      expect(profile.applications.every((item) => item.userId === world.agent.userId)).toBe(true);
      expect(profile.recentAudit.length).toBeGreaterThan(0);
      expect(profile.recentAudit[0]?.user?.id).toBe(world.agent.userId);
      await expectError(
        world.admin.caller.admin.user.byId({ id: 999_999 }),
        'NOT_FOUND',
        'User not found',
      );
    });

    it('deactivates an agent, revoking their sessions at once, and activates them again', async () => {
      const target = await signIn(world.db, world.storage);
      const deactivated = await world.admin.caller.admin.user.setActive({
        id: target.userId,
        active: false,
      });
      expect(deactivated.active).toBe(false);
      const { ctx } = await testContext(world.db, { token: target.token });
      expect(ctx.user).toBeNull();
      expect(
        await world.db
          .selectFrom('sessions')
          .selectAll()
          .where('userId', '=', target.userId)
          .execute(),
      ).toEqual([]);
      await expectError(
        (await callerFor(world.db, world.storage, target.token)).application.list({}),
        'UNAUTHORIZED',
      );

      const reactivated = await world.admin.caller.admin.user.setActive({
        id: target.userId,
        active: true,
      });
      expect(reactivated.active).toBe(true);
      const audit = await world.db
        .selectFrom('auditLogs')
        .select(['action', 'previousData', 'newData'])
        .where('resourceType', '=', 'user')
        .where('resourceId', '=', String(target.userId))
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.action)).toEqual(['user_deactivated', 'user_activated']);
      expect(audit[0]?.newData).toMatchObject({ active: false, revokedSessions: 1 });
    });

    it('refuses to deactivate an admin account with 403 and leaves it signed in', async () => {
      const otherAdmin = await signIn(world.db, world.storage, { role: 'admin' });
      await expectError(
        world.admin.caller.admin.user.setActive({ id: otherAdmin.userId, active: false }),
        'FORBIDDEN',
        ADMIN_TARGET_MESSAGE,
      );
      await expectError(
        world.admin.caller.admin.user.setActive({ id: world.admin.userId, active: false }),
        'FORBIDDEN',
        ADMIN_TARGET_MESSAGE,
      );
      expect((await testContext(world.db, { token: otherAdmin.token })).ctx.user?.active).toBe(
        true,
      );
      await expectError(
        world.admin.caller.admin.user.setActive({ id: 999_999, active: false }),
        'NOT_FOUND',
      );
    });

    it('changes roles, audited, but never the caller’s own', async () => {
      const target = await signIn(world.db, world.storage);
      expect(
        (await world.admin.caller.admin.user.setRole({ id: target.userId, role: 'admin' })).isAdmin,
      ).toBe(true);
      expect((await testContext(world.db, { token: target.token })).ctx.user?.role).toBe('admin');
      expect(
        (await world.admin.caller.admin.user.setRole({ id: target.userId, role: 'agent' })).role,
      ).toBe('agent');
      await expectError(
        world.admin.caller.admin.user.setRole({ id: world.admin.userId, role: 'agent' }),
        'BAD_REQUEST',
        OWN_ROLE_MESSAGE,
      );
      await expectError(
        world.admin.caller.admin.user.setRole({ id: target.userId, role: 'owner' as 'agent' }),
        'BAD_REQUEST',
      );
      const actions = await world.db
        .selectFrom('auditLogs')
        .select('action')
        .where('resourceId', '=', String(target.userId))
        .where('action', '=', 'user_role_changed')
        .execute();
      expect(actions).toHaveLength(2);
    });
  });

  it('filters audit logs by type and search on the server', async () => {
    const id = await submittedApplication();
    await world.admin.caller.admin.application.changeStatus({ id, status: 'under-review' });
    const applications = await world.admin.caller.admin.auditLog.list({
      type: 'application',
      pageSize: 100,
    });
    expect(applications.items.length).toBeGreaterThan(0);
    expect(applications.items.every((entry) => entry.resourceType === 'application')).toBe(true);
    const statusChanges = await world.admin.caller.admin.auditLog.list({
      search: 'Application Status Changed',
      pageSize: 100,
    });
    expect(statusChanges.items.length).toBeGreaterThan(0);
    expect(
      statusChanges.items.every((entry) => entry.action === 'application_status_changed'),
    ).toBe(true);
    const byResource = await world.admin.caller.admin.auditLog.list({
      search: String(id),
      type: 'application',
    });
    expect(byResource.items.map((entry) => entry.resourceId)).toEqual(
      expect.arrayContaining([String(id)]),
    );
    expect(byResource.items[0]?.user?.id).toBe(world.admin.userId);
    expect((await world.admin.caller.admin.auditLog.list({ type: 'all' })).total).toBeGreaterThan(
      applications.total,
    );
    await expectError(
      world.admin.caller.admin.auditLog.list({ type: 'x; drop table' }),
      'BAD_REQUEST',
    );
  });
});
