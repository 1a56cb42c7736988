import { randomBytes } from 'node:crypto';
import { queries, type DB, type Kysely } from '@uniguide/db';
import type { CreateApplicationInput, Role } from '@uniguide/domain';
import { createTestCaller, testContext } from './caller';
import { sessionIdFromToken } from '../services/accounts';
import type { Storage } from '../services/storage';
import { createMemoryStorage } from '../services/storage';

/**
 * Shared set-up for the application, document, notification and admin procedure tests: real
 * database rows (no mocks of our own database), an in-memory Storage.
 */

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${randomBytes(3).toString('hex')}`;
}

export async function seedProgram(
  db: Kysely<DB>,
  options: { hidden?: boolean; name?: string; intakes?: string[] } = {},
): Promise<{ programId: number; universityId: number; name: string }> {
  const university = await db
    .insertInto('universities')
    .values({
      name: `Test University ${unique()}`,
      location: 'Dubai',
      logoUrl: 'https://logo.example/u.png',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const name = options.name ?? `MSc Data Science ${unique()}`;
  const program = await db
    .insertInto('programs')
    .values({
      universityId: university.id,
      name,
      degree: "Master's Degree",
      intakes: options.intakes ?? ['September 2026', 'January 2027'],
      hidden: options.hidden ?? false,
      searchText: name.toLowerCase(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { programId: program.id, universityId: university.id, name };
}

export interface SignedIn {
  userId: number;
  token: string;
  caller: ReturnType<typeof createTestCaller>;
}

/**
 * A user with a live session, and a caller acting as them. The session row is written directly: the
 * sign-in procedure is tested elsewhere, and argon2 would slow every test here down.
 */
export async function signIn(
  db: Kysely<DB>,
  storage: Storage,
  options: { role?: Role; firstName?: string } = {},
): Promise<SignedIn> {
  const user = await queries.users.insertUser(db, {
    username: `${options.role ?? 'agent'}-${unique()}@example.com`,
    passwordHash: 'not-a-real-hash',
    firstName: options.firstName ?? 'Omar',
    lastName: 'Khalil',
    agencyName: 'Khalil Education',
    role: options.role ?? 'agent',
  });
  if (!user) throw new Error('could not insert the test user');
  const token = await insertTestSession(db, user.id);
  return { userId: user.id, token, caller: await callerFor(db, storage, token) };
}

/** A day-long session of the user's, written directly; answers its cookie token. */
export async function insertTestSession(db: Kysely<DB>, userId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await queries.users.insertSession(db, {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A caller for one request carrying `token` (or none), sharing `storage` with the other callers. */
export async function callerFor(db: Kysely<DB>, storage: Storage, token?: string) {
  const { ctx } = await testContext(db, { token, ip: '198.51.100.9', userAgent: 'fixture-agent' });
  return createTestCaller({ ...ctx, storage });
}

export async function contextFor(db: Kysely<DB>, storage: Storage, token?: string) {
  const { ctx } = await testContext(db, { token, ip: '198.51.100.9', userAgent: 'fixture-agent' });
  return { ...ctx, storage };
}

let nextStudent = 0;

/**
 * A valid application form for `programId`. Each call is for another student (its own e-mail), since
 * a student has one active application per program and intake; pass `studentEmail` to apply for the
 * same student again.
 */
export function applicationInput(
  programId: number,
  overrides: Partial<CreateApplicationInput> = {},
): CreateApplicationInput {
  nextStudent += 1;
  return {
    programId,
    studentFirstName: 'Jane',
    studentLastName: 'Doe',
    studentEmail: `jane.doe.${nextStudent}@example.com`,
    studentPhone: '+971 50 000 0000',
    studentDateOfBirth: '2001-04-12',
    studentNationality: 'Jordanian',
    studentGender: 'female',
    highestQualification: "Bachelor's Degree",
    qualificationName: 'BSc Computer Science',
    institutionName: 'University of Jordan',
    graduationYear: '2023',
    cgpa: '3.6',
    intakeDate: 'September 2026',
    notes: null,
    ...overrides,
  };
}

export { createMemoryStorage };
