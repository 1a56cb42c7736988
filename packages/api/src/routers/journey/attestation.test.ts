import { testDrivers } from '@uniguide/db/testing';
import { DEADLINE_ADMIN_ONLY } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { applicationInput, expectError, testWorld } from '../../testing';

describe.each(testDrivers())('attestation and equivalency tracker on %s', (driver) => {
  const world = testWorld(driver, { other: true });

  it('starts with the qualification, provisional, due at the end of the first semester', async () => {
    const { id } = await world.agent.caller.application.create(
      applicationInput(world.programId, { intakeDate: 'September 2026' }),
    );
    const tracker = await world.agent.caller.attestation.get({ applicationId: id });
    expect(tracker).toMatchObject({
      certificates: [
        {
          name: 'BSc Computer Science',
          steps: {
            'education-authority': null,
            'foreign-ministry': null,
            'uae-embassy': null,
            'uae-mofa': null,
          },
        },
      ],
      equivalencyDeadline: '2026-12-31',
      deadlineSource: 'default',
      provisional: true,
      undertakingSigned: false,
    });
    await expectError(world.other.caller.attestation.get({ applicationId: id }), 'NOT_FOUND');
  });

  it('ticks the chain with dates; only an admin moves the deadline; equivalency ends provisional', async () => {
    const { id } = await world.agent.caller.application.create(
      applicationInput(world.programId, { intakeDate: 'January 2027' }),
    );
    const saved = await world.agent.caller.attestation.set({
      applicationId: id,
      certificates: [
        {
          name: 'Bachelor of Science',
          steps: { 'education-authority': '2026-05-01', 'foreign-ministry': '2026-05-10' },
        },
      ],
      moeApplicationNumber: 'MOE-2026-001',
      undertakingSigned: true,
    });
    expect(saved.certificates[0]?.steps).toEqual({
      'education-authority': '2026-05-01',
      'foreign-ministry': '2026-05-10',
      'uae-embassy': null,
      'uae-mofa': null,
    });
    expect(saved).toMatchObject({ equivalencyDeadline: '2027-04-30', provisional: true });
    await expectError(
      world.agent.caller.attestation.set({
        applicationId: id,
        certificates: [],
        equivalencyDeadline: '2027-06-30',
      }),
      'FORBIDDEN',
      DEADLINE_ADMIN_ONLY,
    );
    await expectError(
      world.agent.caller.attestation.set({
        applicationId: id,
        certificates: [{ name: 'x', steps: { 'uae-mofa': '2026-13-01' } }],
      }),
      'BAD_REQUEST',
    );
    const moved = await world.admin.caller.attestation.set({
      applicationId: id,
      certificates: saved.certificates,
      moeApplicationNumber: 'MOE-2026-001',
      equivalencyDeadline: '2027-06-30',
      equivalencyRecordedOn: '2027-02-01',
      undertakingSigned: true,
    });
    expect(moved).toMatchObject({
      equivalencyDeadline: '2027-06-30',
      deadlineSource: 'admin',
      provisional: false,
    });
    // The agent's later save keeps the admin's deadline.
    const kept = await world.agent.caller.attestation.set({
      applicationId: id,
      certificates: saved.certificates,
      moeApplicationNumber: 'MOE-2026-001',
      equivalencyRecordedOn: '2027-02-01',
      undertakingSigned: true,
    });
    expect(kept.equivalencyDeadline).toBe('2027-06-30');
    const audits = await world.db
      .selectFrom('auditLogs')
      .select('userId')
      .where('action', '=', 'attestation_saved')
      .where('resourceId', '=', String(id))
      .execute();
    expect(audits.map((row) => row.userId)).toEqual([
      world.agent.userId,
      world.admin.userId,
      world.agent.userId,
    ]);
  });
});
