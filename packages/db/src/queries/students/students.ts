import { sql, type Updateable } from 'kysely';
import { countryOfNationality } from '@uniguide/domain';
import type {
  ApplicationStatus,
  Gender,
  Qualification,
  Student,
  StudentApplicationSummary,
  StudentFields,
  StudentSort,
  StudentSummary,
} from '@uniguide/domain';
import { ownedBy, type OwnerScope } from '../../owner-scope';
import type { Executor } from '../../executor';
import type { StudentRow, StudentsTable } from '../../schema';
import { PENDING_STORAGE_DRIVER } from '../documents/documents';
import { likePattern } from '../../like-pattern';

/** The profile columns an agent fills in (everything of ZStudentFields; the passport is optional). */
export type StudentValues = Pick<
  StudentRow,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'dateOfBirth'
  | 'nationality'
  | 'gender'
  | 'highestQualification'
  | 'qualificationName'
  | 'institutionName'
  | 'graduationYear'
  | 'cgpa'
> &
  /** Its country (left out: none; a caller that knows it passes it) and its passport number. */
  Partial<Pick<StudentRow, 'nationalityCountry' | 'passportNumber'>>;

export type StudentChanges = Omit<Updateable<StudentsTable>, 'id' | 'userId' | 'createdAt'>;

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toStudent(row: StudentRow): Student {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    nationality: row.nationality,
    nationalityCountry: row.nationalityCountry,
    dateOfBirth: row.dateOfBirth,
    passportNumber: row.passportNumber,
    gender: row.gender as Gender,
    highestQualification: row.highestQualification as Qualification,
    qualificationName: row.qualificationName,
    institutionName: row.institutionName,
    graduationYear: row.graduationYear,
    cgpa: row.cgpa,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
  };
}

/** The stored form of profile fields: trimmed e-mail, empty optional text as null. */
export function studentValues(fields: StudentFields): StudentValues {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email.trim(),
    phone: fields.phone,
    dateOfBirth: fields.dateOfBirth,
    passportNumber: fields.passportNumber ?? null,
    nationality: fields.nationality,
    nationalityCountry: countryOfNationality(fields.nationality),
    gender: fields.gender,
    highestQualification: fields.highestQualification,
    qualificationName: fields.qualificationName,
    institutionName: fields.institutionName,
    graduationYear: fields.graduationYear,
    cgpa: fields.cgpa || null,
  };
}

/**
 * Inserts a student. A second student of the same agent with the same e-mail (trimmed,
 * case-insensitive) violates students_user_email_idx; callers map that to a 409.
 */
export async function insertStudent(
  db: Executor,
  userId: number,
  values: StudentValues,
): Promise<StudentRow> {
  return db
    .insertInto('students')
    .values({ ...values, userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Inserts the student unless the agent already has one with this e-mail; undefined then (the
 * caller reads that one). Never fails on the unique index, so two concurrent creates both succeed.
 */
export async function insertStudentIfNew(
  db: Executor,
  userId: number,
  values: StudentValues,
): Promise<StudentRow | undefined> {
  return db
    .insertInto('students')
    .values({ ...values, userId })
    .onConflict((conflict) =>
      // The expression of students_user_email_idx (migration 0003).
      conflict.expression(sql`user_id, lower(email)`).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function findStudentRow(
  db: Executor,
  id: number,
  options: { owner?: OwnerScope; forUpdate?: boolean } = {},
): Promise<StudentRow | undefined> {
  let query = db.selectFrom('students').selectAll().where('id', '=', id);
  if (options.owner !== undefined) query = query.where(ownedBy('user_id', options.owner));
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The agent's student with this e-mail, compared trimmed and case-insensitively. */
export async function findStudentByEmail(
  db: Executor,
  userId: number,
  email: string,
  options: { forUpdate?: boolean } = {},
): Promise<StudentRow | undefined> {
  let query = db
    .selectFrom('students')
    .selectAll()
    .where('userId', '=', userId)
    // lower(email) is the indexed expression; the stored e-mail is already trimmed.
    .where(sql`lower(${sql.ref('email')})`, '=', email.trim().toLowerCase());
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateStudentRow(
  db: Executor,
  id: number,
  changes: StudentChanges,
): Promise<StudentRow> {
  return db
    .updateTable('students')
    .set({ ...changes, updatedAt: changes.updatedAt ?? new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface StudentListFilter {
  /** Students lists are always scoped: a counsellor's own, or an owner's whole agency. */
  owner: OwnerScope;
  search?: string;
  /** Only this member's students (still inside `owner`). */
  counsellorId?: number;
  sort: StudentSort;
  /** "YYYY-MM-DD": documents expiring on or before this day count as expiring. */
  expiringBy: string;
  limit: number;
  offset: number;
}

function matchingStudents(
  db: Executor,
  filter: Pick<StudentListFilter, 'owner' | 'search' | 'counsellorId'>,
) {
  let query = db.selectFrom('students as s').where(ownedBy('s.user_id', filter.owner));
  if (filter.counsellorId !== undefined) query = query.where('s.userId', '=', filter.counsellorId);
  const search = filter.search?.trim();
  if (search) {
    query = query.where(
      // Same expression as students_search_trgm_idx (migration 0003), so PostgreSQL can use it.
      sql`lower(${sql.ref('s.firstName')} || ' ' || ${sql.ref('s.lastName')} || ' ' || ${sql.ref('s.email')})`,
      'like',
      likePattern(search),
    );
  }
  return query;
}

/** A page of the agent's students, with application and expiring-document counts. */
export async function listStudents(
  db: Executor,
  filter: StudentListFilter,
): Promise<{ items: StudentSummary[]; total: number }> {
  let page = matchingStudents(db, filter)
    .innerJoin('users as counsellor', 'counsellor.id', 's.userId')
    .select([
      's.id',
      's.firstName',
      's.lastName',
      's.email',
      's.nationality',
      's.updatedAt',
      's.userId',
      'counsellor.firstName as counsellorFirstName',
      'counsellor.lastName as counsellorLastName',
      'counsellor.username as counsellorEmail',
      (eb) =>
        eb
          .selectFrom('applications as a')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('a.studentId', '=', 's.id')
          .as('applicationCount'),
      (eb) =>
        eb
          .selectFrom('applications as a')
          .select('a.status')
          .whereRef('a.studentId', '=', 's.id')
          .orderBy('a.createdAt', 'desc')
          .orderBy('a.id', 'desc')
          .limit(1)
          .as('latestStatus'),
      (eb) =>
        eb
          .selectFrom('documents as d')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('d.studentId', '=', 's.id')
          .where('d.expiresOn', '<=', filter.expiringBy)
          .where('d.storageDriver', '!=', PENDING_STORAGE_DRIVER)
          .as('expiringDocumentCount'),
      // The student's own files (not the university's, not message attachments), from documents_student_idx.
      (eb) =>
        eb
          .selectFrom('documents as d')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('d.studentId', '=', 's.id')
          .where('d.category', '=', 'student')
          .where('d.storageDriver', '!=', PENDING_STORAGE_DRIVER)
          .as('documentCount'),
    ])
    .limit(filter.limit)
    .offset(filter.offset);
  page =
    filter.sort === 'name'
      ? page
          .orderBy(sql`lower(${sql.ref('s.firstName')})`)
          .orderBy(sql`lower(${sql.ref('s.lastName')})`)
          .orderBy('s.id')
      : page.orderBy('s.updatedAt', 'desc').orderBy('s.id', 'desc');
  const [countRow, rows] = await Promise.all([
    matchingStudents(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    page.execute(),
  ]);
  return {
    total: Number(countRow.count),
    items: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      nationality: row.nationality,
      counsellor: {
        id: row.userId,
        name:
          [row.counsellorFirstName, row.counsellorLastName].filter(Boolean).join(' ').trim() ||
          row.counsellorEmail,
      },
      applicationCount: Number(row.applicationCount ?? 0),
      latestStatus: (row.latestStatus ?? null) as ApplicationStatus | null,
      expiringDocumentCount: Number(row.expiringDocumentCount ?? 0),
      documentCount: Number(row.documentCount ?? 0),
      updatedAt: iso(row.updatedAt),
    })),
  };
}

/** Every application of the student, newest first, with its program and university names. */
export async function listStudentApplications(
  db: Executor,
  studentId: number,
): Promise<StudentApplicationSummary[]> {
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('programs as p', 'p.id', 'a.programId')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .select([
      'a.id',
      'a.programId',
      'p.name as programName',
      'u.name as universityName',
      'a.intakeDate',
      'a.status',
      'a.createdAt',
      'a.updatedAt',
    ])
    .where('a.studentId', '=', studentId)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
  }));
}

/**
 * The same person at other agencies (docs/product.md §5.2, decision 042): students with the passport
 * number of `studentId` (both stored normalised), or with its e-mail (any case) and date of birth,
 * owned outside its owner's agency, and their applications that left draft, with what matched.
 * Answers who registered first. For admins only: it names another agency's student.
 */
export async function findCrossAgencyDuplicates(
  db: Executor,
  studentId: number,
): Promise<
  Array<{
    applicationId: number;
    status: ApplicationStatus;
    programName: string;
    agencyName: string | null;
    studentRegisteredAt: Date;
    thisRegisteredAt: Date;
    samePassport: boolean;
    sameEmailAndBirth: boolean;
  }>
> {
  const samePassport = sql<boolean>`(s2.passport_number IS NOT NULL AND s2.passport_number = s1.passport_number)`;
  const sameEmailAndBirth = sql<boolean>`(lower(s2.email) = lower(s1.email) AND s2.date_of_birth = s1.date_of_birth)`;
  const rows = await db
    .selectFrom('students as s1')
    .innerJoin('users as u1', 'u1.id', 's1.userId')
    .innerJoin('students as s2', (join) =>
      join
        .on(sql<boolean>`(${samePassport} OR ${sameEmailAndBirth})`)
        .onRef('s2.id', '<>', 's1.id'),
    )
    .innerJoin('users as u2', 'u2.id', 's2.userId')
    .innerJoin('applications as a2', 'a2.studentId', 's2.id')
    .innerJoin('programs as p', 'p.id', 'a2.programId')
    .leftJoin('agencies as g', 'g.id', 'u2.agencyId')
    .select([
      'a2.id as applicationId',
      'a2.status',
      'p.name as programName',
      'g.name as agencyName',
      's2.createdAt as studentRegisteredAt',
      's1.createdAt as thisRegisteredAt',
      samePassport.as('samePassport'),
      sameEmailAndBirth.as('sameEmailAndBirth'),
    ])
    .where('s1.id', '=', studentId)
    .where(sql<boolean>`u2.agency_id IS DISTINCT FROM u1.agency_id`)
    .where('a2.status', '<>', 'draft')
    .orderBy('s2.createdAt')
    .orderBy('a2.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    samePassport: Boolean(row.samePassport),
    sameEmailAndBirth: Boolean(row.sameEmailAndBirth),
  }));
}
