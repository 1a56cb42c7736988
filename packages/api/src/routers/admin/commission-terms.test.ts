import { testDrivers } from '@uniguide/db/testing';
import { TURNAROUND_MIN_DECISIONS } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { applicationInput, callerFor, expectError, testWorld } from '../../testing';
import { PROGRAM_NOT_FOUND } from '../../services/catalogue';
import { UNIVERSITY_NOT_FOUND } from '../../services/catalogue';

/** Every key of a JSON answer, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe.each(testDrivers())('commission terms on %s', (driver) => {
  const world = testWorld(driver);

  const auditOf = (action: string) =>
    world.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it("sets a university's rate and payout lag, audited with before and after", async () => {
    const updated = await world.admin.caller.admin.commissionTerms.updateUniversity({
      universityId: world.universityId,
      commissionRatePercent: '17.25',
      payoutLagDays: '120' as never,
    });
    expect(updated).toMatchObject({
      universityId: world.universityId,
      commissionRateBps: 1725,
      payoutLagDays: 120,
    });
    expect(await auditOf('commission_terms_updated')).toMatchObject({
      userId: world.admin.userId,
      resourceType: 'university',
      resourceId: String(world.universityId),
      previousData: { commissionRateBps: 1000, payoutLagDays: 90 },
      newData: { commissionRateBps: 1725, payoutLagDays: 120 },
    });
    const listed = await world.admin.caller.admin.commissionTerms.list();
    expect(listed.find((row) => row.universityId === world.universityId)).toMatchObject({
      commissionRateBps: 1725,
      payoutLagDays: 120,
      programCount: 1,
      overrides: [],
    });
  });

  it("sets and removes a program's own rate", async () => {
    const set = await world.admin.caller.admin.commissionTerms.updateProgram({
      programId: world.programId,
      commissionRatePercent: 9.5,
    });
    expect(set).toMatchObject({
      programId: world.programId,
      commissionRateBps: 950,
      effectiveRateBps: 950,
    });
    const { programs } = await world.admin.caller.admin.commissionTerms.programs({
      universityId: world.universityId,
    });
    expect(programs).toEqual([
      expect.objectContaining({ programId: world.programId, commissionRateBps: 950 }),
    ]);
    const listed = await world.admin.caller.admin.commissionTerms.list();
    expect(listed.find((row) => row.universityId === world.universityId)?.overrides).toEqual([
      expect.objectContaining({ programId: world.programId, commissionRateBps: 950 }),
    ]);

    const removed = await world.admin.caller.admin.commissionTerms.updateProgram({
      programId: world.programId,
      commissionRatePercent: null,
    });
    expect(removed).toMatchObject({ commissionRateBps: null, effectiveRateBps: 1725 });
    expect(await auditOf('program_commission_rate_updated')).toMatchObject({
      resourceType: 'program',
      resourceId: String(world.programId),
      previousData: { commissionRateBps: 950 },
      newData: { commissionRateBps: null },
    });
  });

  it('refuses bad terms, unknown rows and callers who are not admins', async () => {
    const terms = world.admin.caller.admin.commissionTerms;
    const rateMessage =
      'Commission rate must be a percentage between 0 and 100 with at most two decimals';
    await expectError(
      terms.updateUniversity({
        universityId: world.universityId,
        commissionRatePercent: '120',
        payoutLagDays: 30,
      }),
      'BAD_REQUEST',
      rateMessage,
    );
    await expectError(
      terms.updateUniversity({
        universityId: world.universityId,
        commissionRatePercent: '10',
        payoutLagDays: -1,
      }),
      'BAD_REQUEST',
      'Payout lag cannot be negative',
    );
    await expectError(
      terms.updateProgram({ programId: world.programId, commissionRatePercent: '12.345' }),
      'BAD_REQUEST',
      rateMessage,
    );
    await expectError(
      terms.updateUniversity({
        universityId: 987_654,
        commissionRatePercent: 10,
        payoutLagDays: 1,
      }),
      'NOT_FOUND',
      UNIVERSITY_NOT_FOUND,
    );
    await expectError(
      terms.updateProgram({ programId: 987_654, commissionRatePercent: 10 }),
      'NOT_FOUND',
      PROGRAM_NOT_FOUND,
    );
    await expectError(terms.programs({ universityId: 987_654 }), 'NOT_FOUND', UNIVERSITY_NOT_FOUND);
    await expectError(world.agent.caller.admin.commissionTerms.list(), 'FORBIDDEN');
    await expectError(
      (await callerFor(world.db, world.storage)).admin.commissionTerms.list(),
      'UNAUTHORIZED',
    );
  });

  it('never shows commission terms in a public or agent answer', async () => {
    await world.admin.caller.admin.commissionTerms.updateProgram({
      programId: world.programId,
      commissionRatePercent: 11,
    });
    const anonymous = await callerFor(world.db, world.storage);
    await world.agent.caller.savedProgram.add({ programId: world.programId });
    const { id: applicationId } = await world.agent.caller.application.create(
      applicationInput(world.programId),
    );
    const answers = [
      await anonymous.program.list({}),
      await anonymous.program.byId({ id: world.programId }),
      await anonymous.university.list(),
      await anonymous.university.byId({ id: world.universityId }),
      await world.agent.caller.savedProgram.list(),
      await world.agent.caller.application.byId({ id: applicationId }),
      await world.agent.caller.application.list({}),
    ];
    for (const answer of answers) {
      const leaked = keysOf(answer).filter((key) => /commission|payout/i.test(key));
      expect(leaked, JSON.stringify(answer).slice(0, 200)).toEqual([]);
      expect(JSON.stringify(answer)).not.toMatch(/"(commission\w*|payout\w*|rateBps)"/i);
    }
  });

  it("shows the university's turnaround on the public university and program pages", async () => {
    const anonymous = await callerFor(world.db, world.storage);
    const empty = { universityId: world.universityId, medianDays: null, decisionCount: 0 };
    expect((await anonymous.university.byId({ id: world.universityId })).turnaround).toEqual(empty);
    expect((await anonymous.program.byId({ id: world.programId })).turnaround).toEqual(empty);

    // Five applications sent to the university and decided through the real status change.
    for (let index = 0; index < TURNAROUND_MIN_DECISIONS; index++) {
      const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
      await world.agent.caller.application.submit({ id });
      await world.admin.caller.admin.application.changeStatus({
        id,
        status: 'submitted-to-university',
      });
      await world.admin.caller.admin.application.changeStatus({
        id,
        status: index % 2 === 0 ? 'rejected' : 'accepted-conditional-offer',
      });
    }
    const { turnaround } = await anonymous.program.byId({ id: world.programId });
    expect(turnaround).toEqual({
      universityId: world.universityId,
      decisionCount: 5,
      medianDays: 0,
    });
  });
});
