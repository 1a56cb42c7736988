import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabaseWithProgram,
  insertTestAgentWithStudent,
  insertTestDocument,
  testDrivers,
  type TestDatabase,
} from '../../testing';
import { insertApplication, updateApplicationRow } from '../applications/applications';
import { claimExpiringDocuments, listExpiryCandidates } from './expiry';
import { linkDocuments, setDocumentExpiry } from './documents';

describe.each(testDrivers())('document expiry queries on %s', (driver) => {
  let database: TestDatabase;
  let programId: number;

  const agentWithStudent = (username: string) =>
    insertTestAgentWithStudent(database.db, username, { firstName: 'Dana', lastName: 'Fares' });

  const dated = (
    owner: { userId: number; studentId: number },
    expiresOn: string | null,
    options: { pending?: boolean } = {},
  ) => insertTestDocument(database.db, owner, { expiresOn, pending: options.pending });

  beforeAll(async () => {
    ({ database, programId } = await createTestDatabaseWithProgram(
      driver,
      'Expiry University',
      'MSc Expiry',
    ));
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('claims due, completed, not yet notified documents once, and again after the date changes', async () => {
    const owner = await agentWithStudent('expiry-claims@example.com');
    const due = await dated(owner, '2026-07-01');
    const expired = await dated(owner, '2025-01-01');
    await dated(owner, '2026-07-02');
    await dated(owner, null);
    await dated(owner, '2026-06-01', { pending: true });
    const now = new Date('2026-06-01T08:00:00Z');

    const claimed = await claimExpiringDocuments(database.db, { notifyBy: '2026-07-01', now });
    expect(claimed.map((row) => row.id).sort((a, b) => a - b)).toEqual([due, expired]);
    expect(claimed.find((row) => row.id === due)).toEqual({
      id: due,
      userId: owner.userId,
      documentType: 'passport',
      expiresOn: '2026-07-01',
      studentId: owner.studentId,
      studentFirstName: 'Dana',
      studentLastName: 'Fares',
    });
    expect(await claimExpiringDocuments(database.db, { notifyBy: '2026-07-01', now })).toEqual([]);

    await setDocumentExpiry(database.db, due, '2026-06-20');
    const again = await claimExpiringDocuments(database.db, { notifyBy: '2026-07-01', now });
    expect(again.map((row) => row.id)).toEqual([due]);
  });

  it('offers as candidates the documents due within the window or held by an active application', async () => {
    const owner = await agentWithStudent('expiry-candidates@example.com');
    const soon = await dated(owner, '2026-08-01');
    const later = await dated(owner, '2027-03-01');
    const laterOnFinished = await dated(owner, '2027-04-01');
    await dated(owner, '2028-01-01');
    await dated(owner, null);
    const stranger = await agentWithStudent('expiry-stranger@example.com');
    await dated(stranger, '2026-08-01');

    const student = await database.db
      .selectFrom('students')
      .selectAll()
      .where('id', '=', owner.studentId)
      .executeTakeFirstOrThrow();
    const apply = async (intakeDate: string) =>
      insertApplication(database.db, {
        userId: owner.userId,
        studentId: owner.studentId,
        programId,
        studentFirstName: student.firstName,
        studentLastName: student.lastName,
        studentEmail: student.email,
        studentPhone: student.phone,
        studentDateOfBirth: student.dateOfBirth,
        studentNationality: student.nationality,
        studentGender: student.gender,
        highestQualification: student.highestQualification,
        qualificationName: student.qualificationName,
        institutionName: student.institutionName,
        graduationYear: student.graduationYear,
        cgpa: null,
        intakeDate,
        notes: null,
      });
    const active = await apply('September 2027');
    const finished = await apply('Fall 2027');
    await updateApplicationRow(database.db, finished.id, { status: 'rejected' });
    await linkDocuments(database.db, active.id, [later]);
    await linkDocuments(database.db, finished.id, [laterOnFinished]);

    const candidates = await listExpiryCandidates(
      database.db,
      { userId: owner.userId },
      '2026-09-01',
    );
    expect(candidates.map((candidate) => candidate.document.id)).toEqual([soon, later]);
    expect(candidates[0]).toMatchObject({
      student: { id: owner.studentId, firstName: 'Dana', lastName: 'Fares' },
      applications: [],
    });
    expect(candidates[1]?.applications).toEqual([{ id: active.id, intakeDate: 'September 2027' }]);
  });
});
