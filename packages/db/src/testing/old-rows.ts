import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../schema';

// Rows as the schema took them before a migration under test (the migration tests start from an
// older schema with `upTo`): raw SQL naming only columns every schema since 0003 has.

async function insertedId(db: Kysely<DB>, statement: RawBuilder<{ id: number }>): Promise<number> {
  return (await statement.execute(db)).rows[0]!.id;
}

/** A user: an agent unless `role` says otherwise. */
export function insertUser(db: Kysely<DB>, username: string, role = 'agent'): Promise<number> {
  return insertedId(
    db,
    sql<{ id: number }>`
      INSERT INTO users (username, password_hash, role) VALUES (${username}, 'x', ${role}) RETURNING id`,
  );
}

/** A university and one program of it. */
export async function insertProgram(
  db: Kysely<DB>,
  {
    university = 'Old University',
    program = 'MSc Old',
    degree = "Master's Degree",
  }: { university?: string; program?: string; degree?: string | null } = {},
): Promise<{ universityId: number; programId: number }> {
  const universityId = await insertedId(
    db,
    sql<{ id: number }>`INSERT INTO universities (name) VALUES (${university}) RETURNING id`,
  );
  const programId = await insertedId(
    db,
    sql<{ id: number }>`
      INSERT INTO programs (university_id, name, search_text, degree)
      VALUES (${universityId}, ${program}, ${program.toLowerCase()}, ${degree}) RETURNING id`,
  );
  return { universityId, programId };
}

/** The same student every old row is about: Old Student, Omani unless `nationality` says otherwise. */
const STUDENT = {
  firstName: 'Old',
  lastName: 'Student',
  phone: '+1',
  dateOfBirth: '2000-01-01',
  gender: 'male',
  highestQualification: 'High School',
  qualificationName: 'Certificate',
  institutionName: 'School',
  graduationYear: '2018',
};

/** A student of `userId`'s. */
export function insertStudent(
  db: Kysely<DB>,
  userId: number,
  {
    email = 'old@example.com',
    nationality = 'Omani',
  }: { email?: string; nationality?: string } = {},
): Promise<number> {
  const s = STUDENT;
  return insertedId(
    db,
    sql<{ id: number }>`
      INSERT INTO students (user_id, first_name, last_name, email, phone, date_of_birth, nationality,
        gender, highest_qualification, qualification_name, institution_name, graduation_year)
      VALUES (${userId}, ${s.firstName}, ${s.lastName}, ${email}, ${s.phone}, ${s.dateOfBirth},
        ${nationality}, ${s.gender}, ${s.highestQualification}, ${s.qualificationName},
        ${s.institutionName}, ${s.graduationYear}) RETURNING id`,
  );
}

/** An application of `userId`'s for the student, with the student's snapshot. */
export function insertApplication(
  db: Kysely<DB>,
  ids: { userId: number; studentId: number; programId: number },
  {
    email = 'old@example.com',
    nationality = 'Omani',
    intakeDate = 'Fall 2026',
    status = 'draft',
    submittedAt = null,
  }: {
    email?: string;
    nationality?: string;
    intakeDate?: string;
    status?: string;
    submittedAt?: string | null;
  } = {},
): Promise<number> {
  const s = STUDENT;
  return insertedId(
    db,
    sql<{ id: number }>`
      INSERT INTO applications (user_id, student_id, program_id, student_first_name, student_last_name,
        student_email, student_phone, student_date_of_birth, student_nationality, student_gender,
        highest_qualification, qualification_name, institution_name, graduation_year, intake_date,
        status, submitted_at)
      VALUES (${ids.userId}, ${ids.studentId}, ${ids.programId}, ${s.firstName}, ${s.lastName},
        ${email}, ${s.phone}, ${s.dateOfBirth}, ${nationality}, ${s.gender},
        ${s.highestQualification}, ${s.qualificationName}, ${s.institutionName}, ${s.graduationYear},
        ${intakeDate}, ${status}, ${submittedAt}) RETURNING id`,
  );
}
