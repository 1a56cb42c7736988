import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabaseWithProgram,
  insertTestAgent,
  insertTestDocument,
  insertTestStudent,
  testDrivers,
  type TestDatabase,
} from '../../testing';
import { insertApplication, updateApplicationRow } from '../applications/applications';
import {
  linkDocuments,
  listApplicationDocuments,
  listStudentDocuments,
  unlinkDocument,
} from '../documents/documents';
import {
  findStudentByEmail,
  findStudentRow,
  insertStudentIfNew,
  listStudentApplications,
  listStudents,
} from './students';

describe.each(testDrivers())('student queries on %s', (driver) => {
  let database: TestDatabase;
  let agent: number;
  let otherAgent: number;
  let programId: number;

  const user = (username: string) => insertTestAgent(database.db, username);

  async function application(userId: number, studentId: number, intakeDate = 'September 2026') {
    const student = await findStudentRow(database.db, studentId);
    return insertApplication(database.db, {
      userId,
      studentId,
      programId,
      studentFirstName: student!.firstName,
      studentLastName: student!.lastName,
      studentEmail: student!.email,
      studentPhone: student!.phone,
      studentDateOfBirth: student!.dateOfBirth,
      studentNationality: student!.nationality,
      studentGender: student!.gender,
      highestQualification: student!.highestQualification,
      qualificationName: student!.qualificationName,
      institutionName: student!.institutionName,
      graduationYear: student!.graduationYear,
      cgpa: null,
      intakeDate,
      notes: null,
    });
  }

  const document = (
    studentId: number,
    userId: number,
    options: { applicationId?: number; expiresOn?: string; pending?: boolean } = {},
  ) => insertTestDocument(database.db, { userId, studentId }, { ...options, fileSize: 10 });

  beforeAll(async () => {
    ({ database, programId } = await createTestDatabaseWithProgram(
      driver,
      'Student Query University',
      'BSc Students',
    ));
    agent = await user('students-agent@example.com');
    otherAgent = await user('students-other@example.com');
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('refuses a second student of the same agent with the same e-mail, whatever its case and spaces', async () => {
    await insertTestStudent(database.db, agent, { email: 'Rania.Aziz@Example.com' });
    await expect(
      insertTestStudent(database.db, agent, { email: 'rania.aziz@example.COM' }),
    ).rejects.toMatchObject({ code: '23505' });
    // Another agent may have a student with the same e-mail.
    await insertTestStudent(database.db, otherAgent, { email: 'rania.aziz@example.com' });
    const found = await findStudentByEmail(database.db, agent, '  RANIA.AZIZ@example.com ');
    expect(found?.email).toBe('Rania.Aziz@Example.com');
    expect(await findStudentByEmail(database.db, agent, 'nobody@example.com')).toBeUndefined();
  });

  it('inserts only new students when asked to, answering nothing for a known e-mail', async () => {
    const values = {
      firstName: 'Tarek',
      lastName: 'Mansour',
      email: 'tarek@example.com',
      phone: '+971 50 1',
      dateOfBirth: '2001-01-01',
      nationality: 'Egyptian',
      gender: 'male',
      highestQualification: 'High School',
      qualificationName: 'Thanaweya',
      institutionName: 'Cairo',
      graduationYear: '2019',
      cgpa: null,
    };
    const created = await insertStudentIfNew(database.db, agent, values);
    expect(created?.email).toBe('tarek@example.com');
    expect(
      await insertStudentIfNew(database.db, agent, { ...values, email: 'TAREK@example.com' }),
    ).toBeUndefined();
  });

  it("lists only the agent's students, searched, sorted and paged, with their counts", async () => {
    const lister = await user('students-lister@example.com');
    const zaid = await insertTestStudent(database.db, lister, {
      firstName: 'Zaid',
      lastName: 'Omari',
      email: 'zaid@omari.test',
    });
    const amal = await insertTestStudent(database.db, lister, {
      firstName: 'amal',
      lastName: 'Khoury',
      email: 'amal@khoury.test',
    });
    const basma = await insertTestStudent(database.db, lister, {
      firstName: 'Basma',
      lastName: 'Omari',
      email: 'basma@example.test',
    });
    const first = await application(lister, zaid.id);
    const second = await application(lister, zaid.id);
    await updateApplicationRow(database.db, second.id, { status: 'submitted' });
    await updateApplicationRow(database.db, first.id, { status: 'rejected' });
    await document(zaid.id, lister, { expiresOn: '2026-05-01' });
    await document(zaid.id, lister, { expiresOn: '2026-08-30' });
    await document(zaid.id, lister, { expiresOn: '2027-06-01' });
    await document(zaid.id, lister, { expiresOn: '2026-05-01', pending: true });
    await database.db
      .updateTable('students')
      .set({ updatedAt: new Date('2026-01-03T00:00:00Z') })
      .where('id', '=', amal.id)
      .execute();
    await database.db
      .updateTable('students')
      .set({ updatedAt: new Date('2026-01-02T00:00:00Z') })
      .where('id', 'in', [zaid.id, basma.id])
      .execute();

    const filter = { owner: { userId: lister }, expiringBy: '2026-08-30', limit: 10, offset: 0 };
    const recent = await listStudents(database.db, { ...filter, sort: 'recent' });
    expect(recent.total).toBe(3);
    // Newest update first; equal times fall back to the newest id.
    expect(recent.items.map((item) => item.id)).toEqual([amal.id, basma.id, zaid.id]);
    const byName = await listStudents(database.db, { ...filter, sort: 'name' });
    expect(byName.items.map((item) => item.firstName)).toEqual(['amal', 'Basma', 'Zaid']);
    expect(byName.items.find((item) => item.id === zaid.id)).toMatchObject({
      applicationCount: 2,
      latestStatus: 'submitted',
      expiringDocumentCount: 2,
      // The pending upload is not on file yet.
      documentCount: 3,
    });
    expect(byName.items.find((item) => item.id === amal.id)).toMatchObject({
      applicationCount: 0,
      latestStatus: null,
      expiringDocumentCount: 0,
      documentCount: 0,
    });

    const omari = await listStudents(database.db, { ...filter, sort: 'name', search: 'OMARI' });
    expect(omari.items.map((item) => item.firstName)).toEqual(['Basma', 'Zaid']);
    const byEmail = await listStudents(database.db, {
      ...filter,
      sort: 'name',
      search: 'khoury.t',
    });
    expect(byEmail.items.map((item) => item.id)).toEqual([amal.id]);
    const literal = await listStudents(database.db, { ...filter, sort: 'name', search: '%' });
    expect(literal.total).toBe(0);

    const page = await listStudents(database.db, { ...filter, sort: 'name', limit: 1, offset: 1 });
    expect(page).toMatchObject({ total: 3, items: [{ firstName: 'Basma' }] });

    const applications = await listStudentApplications(database.db, zaid.id);
    expect(applications.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(applications[0]).toMatchObject({
      programName: 'BSc Students',
      universityName: 'Student Query University',
      status: 'submitted',
    });
  });

  it("lists an application's documents through its links and a student's file with each document's applications", async () => {
    const student = await insertTestStudent(database.db, agent);
    const one = await application(agent, student.id);
    const two = await application(agent, student.id);
    const passport = await document(student.id, agent, { applicationId: one.id });
    const transcript = await document(student.id, agent);
    await document(student.id, agent, { applicationId: one.id, pending: true });

    expect(await linkDocuments(database.db, two.id, [passport, transcript])).toHaveLength(2);
    // Linking again changes nothing.
    expect(await linkDocuments(database.db, two.id, [passport])).toEqual([]);
    expect((await listApplicationDocuments(database.db, one.id)).map((doc) => doc.id)).toEqual([
      passport,
    ]);
    expect((await listApplicationDocuments(database.db, two.id)).map((doc) => doc.id)).toEqual([
      passport,
      transcript,
    ]);
    const file = await listStudentDocuments(database.db, student.id);
    expect(file.map((doc) => [doc.id, doc.applicationIds])).toEqual([
      [passport, [one.id, two.id]],
      [transcript, [two.id]],
    ]);
    expect(file[0]).toMatchObject({
      studentId: student.id,
      applicationId: one.id,
      expiresOn: null,
    });
    expect(file[1]).toMatchObject({ applicationId: null });

    expect(await unlinkDocument(database.db, one.id, passport)).toBe(true);
    expect(await unlinkDocument(database.db, one.id, passport)).toBe(false);
    expect(await listApplicationDocuments(database.db, one.id)).toEqual([]);
    expect((await listStudentDocuments(database.db, student.id))[0]?.applicationIds).toEqual([
      two.id,
    ]);
  });
});
