import { randomBytes } from 'node:crypto';
import { insertTestSession } from '@uniguide/api/testing';
import { queries, type DB, type Kysely } from '@uniguide/db';
import type { Role } from '@uniguide/domain';

/** Test set-up shared by the document route and REST row tests: real rows, sessions without argon2. */

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${randomBytes(3).toString('hex')}`;
}

/** A user with a live session; answers the id and the cookie token. */
export async function accountWithSession(db: Kysely<DB>, role: Role = 'agent') {
  const user = await queries.users.insertUser(db, {
    username: `${role}-${unique()}@example.com`,
    passwordHash: 'not-a-real-hash',
    firstName: 'Noor',
    lastName: 'Saleh',
    agencyName: 'Saleh Study Abroad',
    role,
  });
  if (!user) throw new Error('could not insert the test user');
  const token = await insertTestSession(db, user.id);
  return { userId: user.id, username: user.username, token };
}

export async function seedProgram(
  db: Kysely<DB>,
): Promise<{ programId: number; universityId: number; name: string }> {
  const university = await db
    .insertInto('universities')
    .values({ name: `Route Test University ${unique()}`, location: 'Abu Dhabi' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const name = `BSc Nursing ${unique()}`;
  const program = await db
    .insertInto('programs')
    .values({
      universityId: university.id,
      name,
      intakes: ['Fall 2026'],
      searchText: name.toLowerCase(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { programId: program.id, universityId: university.id, name };
}

let nextStudent = 0;

/**
 * A valid application form. Each call is for another student (its own e-mail): a student has one
 * active application per program and intake.
 */
export function applicationForm() {
  nextStudent += 1;
  return {
    studentFirstName: 'Yusuf',
    studentLastName: 'Rahman',
    studentEmail: `yusuf.rahman.${nextStudent}@example.com`,
    studentPhone: '+971 52 222 3333',
    studentDateOfBirth: '2002-09-30T00:00:00.000Z',
    studentNationality: 'Egyptian',
    studentGender: 'male',
    highestQualification: 'High School',
    qualificationName: 'Thanaweya Amma',
    institutionName: 'Cairo High School',
    graduationYear: '2020',
    intakeDate: 'Fall 2026',
  };
}

/** The smallest real files of each accepted kind. */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

export type FormPart =
  [name: string, value: string] | [name: string, data: Buffer, filename: string];

/** A multipart/form-data body with the parts in the given order, as a browser's FormData sends it. */
export async function multipartBody(
  parts: FormPart[],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.length === 3) form.append(part[0], new Blob([part[1]]), part[2]);
    else form.append(part[0], part[1]);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'multipart/form-data',
  };
}
