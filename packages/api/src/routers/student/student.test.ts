import { testDrivers } from '@uniguide/db/testing';
import {
  PASSPORT_NUMBER_MESSAGE,
  STUDENT_EMAIL_TAKEN_MESSAGE,
  type CreateStudentInput,
} from '@uniguide/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, seedProgram, signIn, expectError, testWorld } from '../../testing';

function studentInput(overrides: Partial<CreateStudentInput> = {}): CreateStudentInput {
  return {
    firstName: 'Laila',
    lastName: 'Nasser',
    email: 'laila.nasser@example.com',
    phone: '+971 50 111 2222',
    nationality: 'Lebanese',
    dateOfBirth: '2003-07-19',
    gender: 'female',
    highestQualification: 'High School',
    qualificationName: 'Lebanese Baccalaureate',
    institutionName: 'Beirut International School',
    graduationYear: '2021',
    cgpa: '3.9',
    ...overrides,
  };
}

describe.each(testDrivers())('student router on %s', (driver) => {
  const world = testWorld(driver, { program: false, other: true });

  beforeAll(async () => {
    ({ programId: world.programId } = await seedProgram(world.db, { intakes: ['September 2026'] }));
  });

  function audits(studentId: number) {
    return world.db
      .selectFrom('auditLogs')
      .select(['action', 'userId', 'previousData', 'newData'])
      .where('resourceType', '=', 'student')
      .where('resourceId', '=', String(studentId))
      .orderBy('id')
      .execute();
  }

  it('creates a student, audited, and refuses the same e-mail (any case, any spaces) with 409', async () => {
    const created = await world.agent.caller.student.create(studentInput());
    expect(created).toMatchObject({
      firstName: 'Laila',
      email: 'laila.nasser@example.com',
      dateOfBirth: '2003-07-19',
      cgpa: '3.9',
    });
    expect(await audits(created.id)).toMatchObject([
      { action: 'student_created', userId: world.agent.userId, newData: { email: created.email } },
    ]);
    const conflict = await expectError(
      world.agent.caller.student.create(studentInput({ email: '  LAILA.Nasser@example.com ' })),
      'CONFLICT',
      STUDENT_EMAIL_TAKEN_MESSAGE,
    );
    expect(conflict.issues).toEqual([{ path: 'email', message: STUDENT_EMAIL_TAKEN_MESSAGE }]);
    // Another agent's students are theirs alone.
    await world.other.caller.student.create(studentInput());
  });

  it('updates a profile, audits only what changed, and refuses an e-mail another student has', async () => {
    const student = await world.agent.caller.student.create(
      studentInput({ email: 'omar@example.com' }),
    );
    await world.agent.caller.student.create(studentInput({ email: 'taken@example.com' }));
    const updated = await world.agent.caller.student.update({
      id: student.id,
      phone: '+971 55 999 0000',
      firstName: 'Laila',
    });
    expect(updated.phone).toBe('+971 55 999 0000');
    expect((await audits(student.id)).at(-1)).toMatchObject({
      action: 'student_updated',
      previousData: { phone: '+971 50 111 2222' },
      newData: { phone: '+971 55 999 0000' },
    });
    await expectError(
      world.agent.caller.student.update({ id: student.id, email: 'Taken@Example.com' }),
      'CONFLICT',
      STUDENT_EMAIL_TAKEN_MESSAGE,
    );
    expect((await world.agent.caller.student.byId({ id: student.id })).email).toBe(
      'omar@example.com',
    );
  });

  it('keeps a passport number normalised, refuses a malformed one with its field named, and clears it when emptied', async () => {
    const student = await world.agent.caller.student.create(
      studentInput({ email: 'passport@example.com', passportNumber: ' ab 123-4567 ' }),
    );
    expect(student.passportNumber).toBe('AB1234567');
    expect((await world.agent.caller.student.byId({ id: student.id })).passportNumber).toBe(
      'AB1234567',
    );
    for (const passportNumber of ['AB12', 'AB#1234567', 'P'.repeat(21)]) {
      const body = await expectError(
        world.agent.caller.student.update({ id: student.id, passportNumber }),
        'BAD_REQUEST',
      );
      expect(body.issues).toEqual([{ path: 'passportNumber', message: PASSPORT_NUMBER_MESSAGE }]);
    }
    // Not sent: unchanged. Emptied: not given any more.
    await world.agent.caller.student.update({ id: student.id, phone: '+971 50 123 4567' });
    expect((await world.agent.caller.student.byId({ id: student.id })).passportNumber).toBe(
      'AB1234567',
    );
    const cleared = await world.agent.caller.student.update({
      id: student.id,
      passportNumber: ' - ',
    });
    expect(cleared.passportNumber).toBeNull();
    // Without one, a student is created as before.
    const without = await world.agent.caller.student.create(
      studentInput({ email: 'nopass@example.com' }),
    );
    expect(without.passportNumber).toBeNull();
  });

  it("answers 404 for another agent's student; admins read and edit any student", async () => {
    const student = await world.agent.caller.student.create(
      studentInput({ email: 'private@example.com' }),
    );
    await expectError(
      world.other.caller.student.byId({ id: student.id }),
      'NOT_FOUND',
      'Student not found',
    );
    await expectError(
      world.other.caller.student.update({ id: student.id, phone: '+1 555' }),
      'NOT_FOUND',
      'Student not found',
    );
    expect((await world.agent.caller.student.byId({ id: student.id })).phone).toBe(
      '+971 50 111 2222',
    );
    expect((await world.admin.caller.student.byId({ id: student.id })).id).toBe(student.id);
    await world.admin.caller.student.update({ id: student.id, nationality: 'Syrian' });
    expect((await world.agent.caller.student.byId({ id: student.id })).nationality).toBe('Syrian');
    const adminList = await world.admin.caller.student.list({});
    expect(adminList.items.map((item) => item.id)).not.toContain(student.id);
  });

  it("lists only the agent's own students, searched and sorted, with REST's limit/offset", async () => {
    const lister = await signIn(world.db, world.storage);
    await lister.caller.student.create(studentInput({ firstName: 'Zahra', email: 'z@x.test' }));
    await lister.caller.student.create(studentInput({ firstName: 'Adel', email: 'a@x.test' }));
    await lister.caller.student.create(
      studentInput({ firstName: 'Mazen', lastName: 'Zahrani', email: 'm@x.test' }),
    );
    const recent = await lister.caller.student.list({});
    expect(recent).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(recent.items.map((item) => item.firstName)).toEqual(['Mazen', 'Adel', 'Zahra']);
    const byName = await lister.caller.student.list({ sort: 'name' });
    expect(byName.items.map((item) => item.firstName)).toEqual(['Adel', 'Mazen', 'Zahra']);
    const search = await lister.caller.student.list({ search: 'zahr', sort: 'name' });
    expect(search.items.map((item) => item.firstName)).toEqual(['Mazen', 'Zahra']);
    const window = await lister.caller.student.list({ sort: 'name', limit: 1, offset: 2 });
    expect(window).toMatchObject({
      total: 3,
      page: 3,
      pageSize: 1,
      items: [{ firstName: 'Zahra' }],
    });
  });

  it('shows the profile, the documents on file and every application on the student page', async () => {
    const owner = await signIn(world.db, world.storage);
    const first = await owner.caller.application.create(
      applicationInput(world.programId, { studentEmail: 'page@example.com' }),
    );
    const second = await owner.caller.application.create(
      applicationInput(world.programId, {
        studentEmail: 'PAGE@example.com',
        studentFirstName: 'Janet',
        intakeDate: 'January 2027',
      }),
    );
    expect(second.studentId).toBe(first.studentId);
    const detail = await owner.caller.student.byId({ id: first.studentId });
    expect(detail).toMatchObject({
      id: first.studentId,
      firstName: 'Janet',
      email: 'PAGE@example.com',
      documents: [],
    });
    expect(detail.applications.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(detail.applications[0]).toMatchObject({
      programId: world.programId,
      status: 'draft',
      intakeDate: 'January 2027',
    });
    expect(detail.applications[0]?.programName).toMatch(/^MSc Data Science/);
    expect(detail.applications[0]?.universityName).toMatch(/^Test University/);
  });
});
