import { testDrivers } from '@uniguide/db/testing';
import { EMIRATES_ID_MESSAGE, UNKNOWN_STAGE_MESSAGE } from '@uniguide/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, expectError, testWorld } from '../../testing';
import {
  ADMIN_STAGE_MESSAGE,
  NO_JOURNEY_MESSAGE,
  REGISTERED_LOCKED_MESSAGE,
  WITHDRAWN_MESSAGE,
  stageBlockedMessage,
} from '../../services/journey';

describe.each(testDrivers())('the journey after the offer on %s', (driver) => {
  const world = testWorld(driver, { other: true });

  beforeAll(async () => {
    await world.db.updateTable('programs').set({ tuitionAed: 60_000 }).execute();
    await world.db.updateTable('universities').set({ commissionRateBps: 1000 }).execute();
  });

  /** A submitted application of the agent's, moved by the admin to a conditional offer. */
  async function offered(): Promise<number> {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    await world.agent.caller.application.submit({ id });
    await world.admin.caller.admin.application.changeStatus({
      id,
      status: 'accepted-conditional-offer',
      conditionalOfferTerms: 'Final transcript by August',
    });
    return id;
  }

  const day = '2026-08-01';

  /** The agent's first two stages: the offer accepted, then the visa file complete. */
  async function visaFileComplete(
    applicationId: number,
    acceptedOn = day,
    completeOn = acceptedOn,
  ) {
    await world.agent.caller.journey.recordStage({
      applicationId,
      stage: 'offer-accepted',
      doneOn: acceptedOn,
    });
    await world.agent.caller.journey.recordStage({
      applicationId,
      stage: 'visa-file-complete',
      doneOn: completeOn,
    });
  }

  it('has no journey before an offer, and hides another agency’s application', async () => {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    await expectError(
      world.agent.caller.journey.get({ applicationId: id }),
      'CONFLICT',
      NO_JOURNEY_MESSAGE,
    );
    const applicationId = await offered();
    await expectError(world.other.caller.journey.get({ applicationId }), 'NOT_FOUND');
    await expectError(
      world.other.caller.journey.recordStage({
        applicationId,
        stage: 'offer-accepted',
        doneOn: day,
      }),
      'NOT_FOUND',
    );
  });

  it('lists the stages in order with who acts, and the term start from the intake', async () => {
    const applicationId = await offered();
    const journey = await world.agent.caller.journey.get({ applicationId });
    expect(journey.stages.map((stage) => [stage.stage, stage.actor, stage.state])).toEqual([
      ['offer-accepted', 'agent', 'pending'],
      ['visa-file-complete', 'agent', 'pending'],
      ['entry-permit-applied', 'admin', 'pending'],
      ['entry-permit-issued', 'admin', 'pending'],
      ['arrived', 'agent', 'pending'],
      ['medical-done', 'agent', 'pending'],
      ['biometrics-done', 'agent', 'pending'],
      ['emirates-id-issued', 'admin', 'pending'],
      ['registered', 'admin', 'pending'],
    ]);
    expect(journey).toMatchObject({ next: 'offer-accepted', termStartsOn: '2026-09-01' });
    expect(journey.stages.at(-1)?.dueOn).toBe('2026-09-01');
  });

  it('keeps the order, keeps admin stages from agents, and refuses unknown stages', async () => {
    const applicationId = await offered();
    await expectError(
      world.agent.caller.journey.recordStage({
        applicationId,
        stage: 'visa-file-complete',
        doneOn: day,
      }),
      'CONFLICT',
      stageBlockedMessage('offer-accepted'),
    );
    await expectError(
      world.agent.caller.journey.recordStage({
        applicationId,
        stage: 'entry-permit-applied',
        doneOn: day,
      }),
      'FORBIDDEN',
      ADMIN_STAGE_MESSAGE,
    );
    const unknown = await expectError(
      world.agent.caller.journey.recordStage({
        applicationId,
        stage: 'teleported' as never,
        doneOn: day,
      }),
      'BAD_REQUEST',
    );
    expect(unknown.issues).toContainEqual({ path: 'stage', message: UNKNOWN_STAGE_MESSAGE });
    await expectError(
      world.agent.caller.journey.recordStage({
        applicationId,
        stage: 'offer-accepted',
        doneOn: '2026-02-30',
      }),
      'BAD_REQUEST',
    );
  });

  it('walks an offer to registered: permit valid 60 days, Emirates ID masked, commission earned', async () => {
    const applicationId = await offered();
    await visaFileComplete(applicationId, day, '2026-08-02');
    await world.admin.caller.admin.journey.setStage({
      applicationId,
      stage: 'entry-permit-applied',
      state: 'done',
      doneOn: '2026-08-03',
      authority: 'gdrfa-dubai',
      securityCheck: true,
    });
    const issued = await world.admin.caller.admin.journey.setStage({
      applicationId,
      stage: 'entry-permit-issued',
      state: 'done',
      doneOn: '2026-08-10',
    });
    const permit = issued.stages.find((stage) => stage.stage === 'entry-permit-issued');
    expect(permit?.details.validUntil).toBe('2026-10-09');
    expect(issued.stages.find((stage) => stage.stage === 'arrived')?.dueOn).toBe('2026-10-09');
    for (const stage of ['arrived', 'medical-done', 'biometrics-done'] as const) {
      await world.agent.caller.journey.recordStage({ applicationId, stage, doneOn: '2026-08-20' });
    }
    await expectError(
      world.admin.caller.admin.journey.setStage({
        applicationId,
        stage: 'emirates-id-issued',
        state: 'done',
        doneOn: '2026-08-25',
        emiratesIdNumber: '784-1234-56',
      }),
      'BAD_REQUEST',
      undefined,
    ).then((body) =>
      expect(body.issues).toContainEqual({
        path: 'emiratesIdNumber',
        message: EMIRATES_ID_MESSAGE,
      }),
    );
    const withId = await world.admin.caller.admin.journey.setStage({
      applicationId,
      stage: 'emirates-id-issued',
      state: 'done',
      doneOn: '2026-08-25',
      emiratesIdNumber: '784-1999-1234567-8',
      emiratesIdExpiry: '2027-08-24',
    });
    expect(withId.stages.find((stage) => stage.stage === 'emirates-id-issued')?.details).toEqual({
      emiratesIdLast4: '5678',
      emiratesIdExpiry: '2027-08-24',
    });
    const stored = await world.db
      .selectFrom('journeyStages')
      .select('details')
      .where('applicationId', '=', applicationId)
      .where('stage', '=', 'emirates-id-issued')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.details)).not.toContain('1234567');
    const audits = await world.db
      .selectFrom('auditLogs')
      .select(['newData'])
      .where('resourceType', '=', 'application')
      .where('resourceId', '=', String(applicationId))
      .execute();
    expect(JSON.stringify(audits)).not.toContain('1234567');

    const registered = await world.admin.caller.admin.journey.setStage({
      applicationId,
      stage: 'registered',
      state: 'done',
      doneOn: '2026-09-01',
    });
    expect(registered).toMatchObject({ status: 'completed', next: null });
    const commission = await world.db
      .selectFrom('commissions')
      .select(['status', 'amountFils'])
      .where('applicationId', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(commission).toEqual({ status: 'pending', amountFils: 600_000 });
    const history = await world.db
      .selectFrom('applicationStatusHistory')
      .select(['toStatus', 'notes'])
      .where('applicationId', '=', applicationId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ toStatus: 'completed', notes: 'Registered at the university' });
    await expectError(
      world.admin.caller.admin.journey.setStage({
        applicationId,
        stage: 'registered',
        state: 'pending',
      }),
      'CONFLICT',
      REGISTERED_LOCKED_MESSAGE,
    );
  });

  it('lets an admin skip the entry permit for an in-country student, with a reason', async () => {
    const applicationId = await offered();
    await visaFileComplete(applicationId);
    await expectError(
      world.admin.caller.admin.journey.setStage({
        applicationId,
        stage: 'entry-permit-applied',
        state: 'skipped',
        reason: '  ',
      }),
      'BAD_REQUEST',
    );
    for (const stage of ['entry-permit-applied', 'entry-permit-issued'] as const) {
      await world.admin.caller.admin.journey.setStage({
        applicationId,
        stage,
        state: 'skipped',
        reason: 'Student already resides in Sharjah',
      });
    }
    const journey = await world.agent.caller.journey.recordStage({
      applicationId,
      stage: 'arrived',
      doneOn: day,
    });
    expect(journey).toMatchObject({ inCountry: true, next: 'medical-done' });
    const audit = await world.db
      .selectFrom('auditLogs')
      .select(['action', 'newData', 'userId'])
      .where('action', '=', 'journey_stage_skipped')
      .where('resourceId', '=', String(applicationId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      userId: world.admin.userId,
      newData: { stage: 'entry-permit-issued', skipReason: 'Student already resides in Sharjah' },
    });
  });

  it('flags an unused permit past its date, and closes a withdrawn journey without commission', async () => {
    const applicationId = await offered();
    await visaFileComplete(applicationId, '2025-01-01', '2025-01-02');
    await world.admin.caller.admin.journey.setStage({
      applicationId,
      stage: 'entry-permit-applied',
      state: 'done',
      doneOn: '2025-01-03',
    });
    const issued = await world.admin.caller.admin.journey.setStage({
      applicationId,
      stage: 'entry-permit-issued',
      state: 'done',
      doneOn: '2025-01-10',
    });
    expect(issued.flags).toEqual(['entry-permit-expired']);
    const closed = await world.admin.caller.admin.journey.withdraw({
      applicationId,
      reason: 'Student chose another country',
    });
    expect(closed).toMatchObject({
      withdrawnReason: 'Student chose another country',
      next: null,
      flags: [],
    });
    await expectError(
      world.agent.caller.journey.recordStage({
        applicationId,
        stage: 'arrived',
        doneOn: '2025-02-01',
      }),
      'CONFLICT',
      WITHDRAWN_MESSAGE,
    );
    const commissions = await world.db
      .selectFrom('commissions')
      .select('id')
      .where('applicationId', '=', applicationId)
      .execute();
    expect(commissions).toEqual([]);
  });

  it("lists open journeys: the agent's next steps, and the admin queue's three views", async () => {
    const waiting = await offered();
    await visaFileComplete(waiting);
    const steps = await world.agent.caller.journey.nextSteps();
    expect(steps.find((step) => step.applicationId === waiting)).toMatchObject({
      next: 'entry-permit-applied',
      nextActor: 'admin',
      nextLabel: 'Entry permit applied',
    });
    expect(
      (await world.other.caller.journey.nextSteps()).map((step) => step.applicationId),
    ).not.toContain(waiting);
    const onUs = await world.admin.caller.admin.journey.queue({ view: 'waiting-on-us' });
    expect(onUs.map((entry) => entry.applicationId)).toContain(waiting);
    const expiring = await world.admin.caller.admin.journey.queue({ view: 'permit-expiring' });
    expect(expiring.every((entry) => entry.flags.length > 0)).toBe(true);
    await world.admin.caller.attestation.set({
      applicationId: waiting,
      certificates: [],
      equivalencyDeadline: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    });
    const due = await world.admin.caller.admin.journey.queue({ view: 'equivalency-due' });
    expect(due.map((entry) => entry.applicationId)).toContain(waiting);
    await expectError(
      world.admin.caller.admin.journey.queue({ view: 'later' as never }),
      'BAD_REQUEST',
    );
  });
});
