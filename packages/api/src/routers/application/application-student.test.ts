import { Readable } from 'node:stream';
import { testDrivers } from '@uniguide/db/testing';
import { STUDENT_EMAIL_TAKEN_MESSAGE } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import {
  applicationInput,
  contextFor,
  signIn,
  type SignedIn,
  expectError,
  testWorld,
} from '../../testing';
import { registerUploadedDocument } from '../../services/documents';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

/** Decision 009: every application is for one of the agent's students, found or created by e-mail. */
describe.each(testDrivers())('application students on %s', (driver) => {
  const world = testWorld(driver, { agent: false, other: true, admin: false });

  function studentsOf(userId: number) {
    return world.db
      .selectFrom('students')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  }

  async function upload(who: SignedIn, fields: Record<string, unknown>) {
    const ctx = await contextFor(world.db, world.storage, who.token);
    return registerUploadedDocument(ctx, fields, {
      stream: Readable.from([PDF]),
      filename: 'passport.pdf',
    });
  }

  it('finds the student by trimmed, case-insensitive e-mail or creates one, refreshing the profile', async () => {
    const owner = await signIn(world.db, world.storage);
    const first = await owner.caller.application.create(
      applicationInput(world.programId, {
        studentEmail: 'Sara.Ali@Example.com',
        studentPhone: '+1',
      }),
    );
    const second = await owner.caller.application.create(
      applicationInput(world.programId, {
        studentEmail: '  sara.ali@example.COM ',
        intakeDate: 'January 2027',
        studentPhone: '+2',
        studentFirstName: 'Sarah',
      }),
    );
    const third = await owner.caller.application.create(
      applicationInput(world.programId, { studentEmail: 'someone.else@example.com' }),
    );
    expect(second.studentId).toBe(first.studentId);
    expect(third.studentId).not.toBe(first.studentId);
    const students = await studentsOf(owner.userId);
    expect(students).toHaveLength(2);
    expect(students[0]).toMatchObject({
      id: first.studentId,
      email: 'sara.ali@example.COM',
      phone: '+2',
      firstName: 'Sarah',
    });
    // The applications keep what was sent with them.
    expect((await owner.caller.application.byId({ id: first.id })).studentPhone).toBe('+1');
    const actions = await world.db
      .selectFrom('auditLogs')
      .select('action')
      .where('resourceType', '=', 'student')
      .where('resourceId', '=', String(first.studentId))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['student_created', 'student_updated']);
    // Another agent applying for the same e-mail gets a student of their own.
    const foreign = await world.other.caller.application.create(
      applicationInput(world.programId, { studentEmail: 'sara.ali@example.com' }),
    );
    expect(foreign.studentId).not.toBe(first.studentId);
  });

  it('creates two concurrent applications for a new e-mail with one student', async () => {
    const owner = await signIn(world.db, world.storage);
    const input = applicationInput(world.programId, { studentEmail: 'twins@example.com' });
    const [one, two] = await Promise.all([
      owner.caller.application.create(input),
      owner.caller.application.create({ ...input, intakeDate: 'January 2027' }),
    ]);
    expect(one.studentId).toBe(two.studentId);
    expect(await studentsOf(owner.userId)).toHaveLength(1);
  });

  it('applies for a chosen student, 404 for a stranger, 409 when the new e-mail is another student’s', async () => {
    const owner = await signIn(world.db, world.storage);
    const student = await owner.caller.student.create({
      firstName: 'Nour',
      lastName: 'Hamdan',
      email: 'nour@example.com',
      phone: '+971 50 1',
      nationality: 'Jordanian',
      dateOfBirth: '2002-02-02',
      gender: 'female',
      highestQualification: 'High School',
      qualificationName: 'Tawjihi',
      institutionName: 'Amman School',
      graduationYear: '2020',
    });
    const created = await owner.caller.application.create(
      applicationInput(world.programId, {
        studentId: student.id,
        studentEmail: 'nour.hamdan@example.com',
        studentFirstName: 'Nour',
      }),
    );
    expect(created.studentId).toBe(student.id);
    expect((await owner.caller.student.byId({ id: student.id })).email).toBe(
      'nour.hamdan@example.com',
    );

    await expectError(
      world.other.caller.application.create(
        applicationInput(world.programId, { studentId: student.id }),
      ),
      'NOT_FOUND',
      'Student not found',
    );
    await owner.caller.application.create(
      applicationInput(world.programId, { studentEmail: 'taken@example.com' }),
    );
    const before = await world.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', owner.userId)
      .executeTakeFirstOrThrow();
    await expectError(
      owner.caller.application.create(
        applicationInput(world.programId, {
          studentId: student.id,
          studentEmail: 'TAKEN@example.com',
        }),
      ),
      'CONFLICT',
      STUDENT_EMAIL_TAKEN_MESSAGE,
    );
    const after = await world.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('re-resolves the student when an edit changes the e-mail, taking along the files only it holds', async () => {
    const owner = await signIn(world.db, world.storage);
    const typo = await owner.caller.application.create(
      applicationInput(world.programId, { studentEmail: 'karim@exmaple.com' }),
    );
    const shared = await owner.caller.application.create(
      applicationInput(world.programId, {
        studentEmail: 'karim@exmaple.com',
        intakeDate: 'January 2027',
      }),
    );
    const own = await upload(owner, { applicationId: typo.id, documentType: 'transcript' });
    const both = await upload(owner, { applicationId: typo.id, documentType: 'passport' });
    await owner.caller.application.attachDocuments({
      applicationId: shared.id,
      documentIds: [both.id],
    });

    const fixed = await owner.caller.application.update({
      id: typo.id,
      studentEmail: 'Karim@Example.com',
    });
    expect(fixed.studentId).not.toBe(typo.studentId);
    const students = await studentsOf(owner.userId);
    expect(students.map((student) => student.email)).toEqual([
      'karim@exmaple.com',
      'Karim@Example.com',
    ]);
    expect(fixed.documents.map((document) => document.id)).toEqual([own.id, both.id]);
    const onNewFile = await owner.caller.student.byId({ id: fixed.studentId });
    expect(onNewFile.documents.map((document) => document.id)).toEqual([own.id]);
    const onOldFile = await owner.caller.student.byId({ id: typo.studentId });
    expect(onOldFile.documents.map((document) => document.id)).toEqual([both.id]);
    expect(onOldFile.applications.map((application) => application.id)).toEqual([shared.id]);

    // Back to an e-mail the agent has: that student again, no new one.
    const back = await owner.caller.application.update({
      id: typo.id,
      studentEmail: 'karim@exmaple.com',
    });
    expect(back.studentId).toBe(typo.studentId);
    expect(await studentsOf(owner.userId)).toHaveLength(2);

    // Other student fields refresh the linked profile without moving the application.
    const renamed = await owner.caller.application.update({ id: typo.id, studentPhone: '+9' });
    expect(renamed.studentId).toBe(typo.studentId);
    expect((await owner.caller.student.byId({ id: typo.studentId })).phone).toBe('+9');
    // The passport number too, normalised on the application and the profile alike.
    const passport = await owner.caller.application.update({
      id: typo.id,
      studentPassportNumber: 'k 55-66 77 8',
    });
    expect(passport.studentPassportNumber).toBe('K5566778');
    expect((await owner.caller.student.byId({ id: typo.studentId })).passportNumber).toBe(
      'K5566778',
    );
    const audit = await world.db
      .selectFrom('auditLogs')
      .select(['previousData', 'newData'])
      .where('action', '=', 'application_updated')
      .where('resourceId', '=', String(typo.id))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(audit.previousData).toMatchObject({ studentId: typo.studentId });
    expect(audit.newData).toMatchObject({ studentId: fixed.studentId });
  });
});
