import { randomBytes } from 'node:crypto';
import type { ApplicationStatus, CommissionStatus } from '@uniguide/domain';
import type { Kysely } from 'kysely';
import { insertTestStudent, testProgramValues } from './';
import type { ApplicationRow, CommissionRow, DB } from '../schema';
import { insertApplication, updateApplicationRow } from '../queries/applications/applications';
import { insertPrograms } from '../queries/catalogue/programs';
import { insertUniversities } from '../queries/catalogue/universities';

/** Real rows for the commission, earnings and turnaround query tests (no mocks of our database). */

const tag = () => randomBytes(3).toString('hex');

export async function insertAgent(db: Kysely<DB>, firstName: string, lastName: string) {
  return db
    .insertInto('users')
    .values({
      username: `${firstName.toLowerCase()}-${tag()}@agency.test`,
      passwordHash: 'x',
      firstName,
      lastName,
      agencyName: `${lastName} Education`,
      role: 'agent',
      notificationPreferences: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertUniversityWithTerms(
  db: Kysely<DB>,
  name: string,
  terms: { commissionRateBps?: number; payoutLagDays?: number } = {},
): Promise<number> {
  const [university] = await insertUniversities(db, [
    { name: `${name} ${tag()}`, location: 'Dubai', emirate: 'Dubai', imageUrl: null, ...terms },
  ]);
  return university!.id;
}

export async function insertProgramAt(
  db: Kysely<DB>,
  universityId: number,
  name: string,
  options: { tuitionAed?: number | null; commissionRateBps?: number | null } = {},
): Promise<number> {
  const [id] = await insertPrograms(db, [
    testProgramValues(universityId, name, {
      degree: "Master's Degree",
      duration: '2 years',
      tuitionAed: options.tuitionAed ?? null,
      intakes: ['September'],
      commissionRateBps: options.commissionRateBps ?? null,
    }),
  ]);
  return id!;
}

export async function insertApplicationAt(
  db: Kysely<DB>,
  values: {
    userId: number;
    programId: number;
    status?: ApplicationStatus;
    firstName?: string;
    lastName?: string;
  },
): Promise<ApplicationRow> {
  const firstName = values.firstName ?? 'Lina';
  const lastName = values.lastName ?? 'Saeed';
  const email = `${firstName}.${lastName}.${tag()}@mail.test`.toLowerCase();
  const student = await insertTestStudent(db, values.userId, { firstName, lastName, email });
  const row = await insertApplication(db, {
    userId: values.userId,
    studentId: student.id,
    programId: values.programId,
    studentFirstName: firstName,
    studentLastName: lastName,
    studentEmail: email,
    studentPhone: '+971 50 123 4567',
    studentDateOfBirth: '2002-02-02',
    studentNationality: 'Egyptian',
    studentGender: 'female',
    highestQualification: "Bachelor's Degree",
    qualificationName: 'BSc',
    institutionName: 'Cairo University',
    graduationYear: '2024',
    cgpa: null,
    intakeDate: 'September',
    notes: null,
  });
  if (!values.status || values.status === 'draft') return row;
  return updateApplicationRow(db, row.id, { status: values.status });
}

/** What a completion computes for `application`: 10% of AED 50,000 tuition, AED 5,000. */
export function commissionFigures(application: ApplicationRow, universityId: number) {
  return {
    applicationId: application.id,
    userId: application.userId,
    universityId,
    programId: application.programId,
    tuitionFils: 5_000_000,
    rateBps: 1000,
    amountFils: 500_000,
  };
}

/** A commission row as a completion would leave it, with any column overridden. */
export async function insertCommissionAt(
  db: Kysely<DB>,
  application: ApplicationRow,
  universityId: number,
  values: Partial<{
    status: CommissionStatus;
    amountFils: number | null;
    tuitionFils: number | null;
    rateBps: number;
    earnedAt: Date;
    expectedPayoutOn: string;
    invoicedAt: Date | null;
    paidAt: Date | null;
    reversedAt: Date | null;
  }> = {},
): Promise<CommissionRow> {
  return db
    .insertInto('commissions')
    .values({
      ...commissionFigures(application, universityId),
      status: 'pending',
      earnedAt: new Date(),
      expectedPayoutOn: '2999-01-01',
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
