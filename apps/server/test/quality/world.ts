import { randomBytes } from 'node:crypto';
import { sessionIdFromToken } from '@uniguide/api';
import { queries } from '@uniguide/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { applicationForm, SAMPLE_FILES, seedProgram } from '../../src/storage/test-fixtures';
import { call, postMultipart, registerOverRest, sessionToken, type TestApp } from '../helpers';

/**
 * The callers of the access matrix. Agent A is a counsellor of agencyOwner's agency; colleague is
 * another counsellor there; deactivatedMember was deactivated by that owner; otherAgent owns another
 * agency; deactivatedAgent was deactivated by the admin.
 */
export const ROLES = [
  'anonymous',
  'agent',
  'agencyOwner',
  'colleague',
  'deactivatedMember',
  'otherAgent',
  'deactivatedAgent',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];

export interface Account {
  userId: number;
  username: string;
  password: string;
  token: string;
}

/**
 * Real rows every matrix and fuzz test runs against: agent A (a counsellor) owns an application (with
 * a document and a notification); B is another agency's owner; C was deactivated by the admin;
 * `target` is an agent the admin procedures may act on without disturbing the others (its agency is
 * also the sub-agent of splits).
 */
export interface World {
  t: TestApp;
  accounts: Record<Exclude<Role, 'anonymous'>, Account> & { target: Account };
  programId: number;
  universityId: number;
  /** Agent A's draft, carrying MARKER in its student name. */
  applicationId: number;
  /** A's submitted application the admin moved on, which notified A. */
  reviewedApplicationId: number;
  documentId: number;
  /** Agent A's student of the draft (its documents are on this student's file). */
  studentId: number;
  notificationId: number;
  contactMessageId: number;
  /** The commission A earned on a completed application (MARKER in its student name). */
  commissionId: number;
  /** Text only A's records contain: it must never appear in an answer to B. */
  marker: string;
  /** A's agency (owned by agencyOwner), and the agencies of otherAgent and target. */
  agencyId: number;
  otherAgencyId: number;
  targetAgencyId: number;
  /** A join-link token of A's agency that no call uses up. */
  inviteToken: string;
  /** A waiting invitation of A's agency that no call revokes. */
  inviteId: number;
}

/** The password every invited member of the world chooses. */
export const MEMBER_PASSWORD = 'matrix member passphrase';

/** An owner's invitation of a fresh e-mail: its id and its link's token. */
async function invite(t: TestApp, ownerToken: string): Promise<{ id: number; token: string }> {
  const response = await call(t.app, 'POST', '/api/agency/invites', {
    token: ownerToken,
    body: {
      email: `member.${randomBytes(5).toString('hex')}@example.com`,
      agencyRole: 'counsellor',
    },
  });
  expectStatus(response, 201, 'invite member');
  const body = response.json() as { id: number; link: string };
  return { id: body.id, token: new URL(body.link).searchParams.get('token')! };
}

/** An owner's invite link's token for a fresh e-mail. */
export async function inviteToken(t: TestApp, ownerToken: string): Promise<string> {
  return (await invite(t, ownerToken)).token;
}

/** The id of an owner's fresh invitation, waiting. */
export async function inviteId(t: TestApp, ownerToken: string): Promise<number> {
  return (await invite(t, ownerToken)).id;
}

/** A new counsellor of the owner's agency, joined through an invite link as the join page does. */
export async function joinAgency(t: TestApp, ownerToken: string): Promise<Account> {
  const token = await inviteToken(t, ownerToken);
  const response = await call(t.app, 'POST', `/api/invitations/${token}/accept`, {
    body: {
      password: MEMBER_PASSWORD,
      firstName: 'Matrix',
      lastName: 'Member',
      country: 'Oman',
      phoneNumber: '+968 9000 0000',
    },
  });
  expectStatus(response, 201, 'accept invite');
  const session = sessionToken(response);
  if (!session) throw new Error('accepting an invite set no cookie');
  const user = response.json() as { id: number; username: string };
  return { userId: user.id, username: user.username, password: MEMBER_PASSWORD, token: session };
}

async function agencyOf(t: TestApp, userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('agencyId')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.agencyId!;
}

export const MARKER_PREFIX = 'Zqxmarker';

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
}

async function registered(app: FastifyInstance): Promise<Account> {
  const { user, input, token } = await registerOverRest(app);
  return { userId: user.id, username: input.username, password: input.password, token };
}

/** A second session for an account, for calls that end the session they are made with. */
export async function freshSession(t: TestApp, userId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await queries.users.insertSession(t.database.db, {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

export async function createDraft(
  t: TestApp,
  token: string,
  programId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await call(t.app, 'POST', '/api/applications', {
    token,
    body: { programId, ...applicationForm(), ...overrides },
  });
  expectStatus(response, 201, 'create application');
  return response.json().id as number;
}

export async function uploadDocument(
  t: TestApp,
  token: string,
  applicationId: number,
): Promise<LightMyRequestResponse> {
  return postMultipart(
    t.app,
    '/api/documents',
    [
      ['applicationId', String(applicationId)],
      ['documentType', 'passport'],
      ['file', SAMPLE_FILES.pdf, 'passport.pdf'],
    ],
    { token },
  );
}

/** An unsent message attachment of `token`'s user on an application (no message carries it yet). */
export async function createUnsentAttachment(t: TestApp, token: string, applicationId: number) {
  const response = await postMultipart(
    t.app,
    `/api/applications/${applicationId}/messages/attachments`,
    [['file', SAMPLE_FILES.pdf, 'offer-question.pdf']],
    { token },
  );
  expectStatus(response, 201, 'upload unsent attachment');
  return response.json().id as number;
}

/** POST /api/students/{id}/documents: a passport onto a student's file, without an application. */
export async function uploadStudentDocument(
  t: TestApp,
  token: string,
  studentId: number,
  fields: Array<[string, string]> = [],
): Promise<LightMyRequestResponse> {
  // The first value of a repeated field wins, so `fields` may override the passport type.
  return postMultipart(
    t.app,
    `/api/students/${studentId}/documents`,
    [...fields, ['documentType', 'passport'], ['file', SAMPLE_FILES.pdf, 'passport.pdf']],
    { token },
  );
}

export async function createStudentDocument(t: TestApp, token: string, studentId: number) {
  const response = await uploadStudentDocument(t, token, studentId);
  expectStatus(response, 201, 'upload to the student file');
  return response.json().id as number;
}

/** A student of `token`'s agent, with a unique e-mail. */
export async function createStudent(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await call(t.app, 'POST', '/api/students', {
    token,
    body: {
      firstName: 'Huda',
      lastName: 'Karim',
      email: `huda.${randomBytes(4).toString('hex')}@example.com`,
      phone: '+971 50 765 4321',
      nationality: 'Jordanian',
      dateOfBirth: '2003-05-14',
      gender: 'female',
      highestQualification: 'High School',
      qualificationName: 'Tawjihi',
      institutionName: 'Amman Academy',
      graduationYear: '2021',
      ...overrides,
    },
  });
  expectStatus(response, 201, 'create student');
  return response.json().id as number;
}

export async function createDocument(t: TestApp, token: string, applicationId: number) {
  const response = await uploadDocument(t, token, applicationId);
  expectStatus(response, 201, 'upload document');
  return response.json().id as number;
}

/** A submitted application of `token`'s agent (what the admin status procedures act on). */
export async function createSubmitted(t: TestApp, token: string, programId: number) {
  const id = await createDraft(t, token, programId);
  expectStatus(
    await call(t.app, 'POST', `/api/applications/${id}/submit`, { token }),
    200,
    'submit application',
  );
  return id;
}

/** Agent A's fresh application, submitted and moved to completed by the admin: its commission's id. */
export async function createCommission(
  t: TestApp,
  tokens: { agent: string; admin: string },
  programId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const id = await createDraft(t, tokens.agent, programId, overrides);
  expectStatus(
    await call(t.app, 'POST', `/api/applications/${id}/submit`, { token: tokens.agent }),
    200,
    'submit application',
  );
  expectStatus(
    await call(t.app, 'PATCH', `/api/admin/applications/${id}/status`, {
      token: tokens.admin,
      body: { status: 'completed' },
    }),
    200,
    'complete application',
  );
  const row = await t.database.db
    .selectFrom('commissions')
    .select('id')
    .where('applicationId', '=', id)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const { programId } = await seedProgram(t.database.db);
  const program = await t.database.db
    .selectFrom('programs')
    .select('universityId')
    .where('id', '=', programId)
    .executeTakeFirstOrThrow();
  const agencyOwner = await registered(t.app);
  const agent = await joinAgency(t, agencyOwner.token);
  const colleague = await joinAgency(t, agencyOwner.token);
  const deactivatedMember = await joinAgency(t, agencyOwner.token);
  const otherAgent = await registered(t.app);
  const deactivatedAgent = await registered(t.app);
  const target = await registered(t.app);
  const admin = await registered(t.app);
  await queries.users.setUserRole(t.database.db, admin.userId, 'admin');

  const marker = `${MARKER_PREFIX}${randomBytes(4).toString('hex')}`;
  const applicationId = await createDraft(t, agent.token, programId, { studentLastName: marker });
  const documentId = await createDocument(t, agent.token, applicationId);
  const { studentId } = await t.database.db
    .selectFrom('applications')
    .select('studentId')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const reviewedApplicationId = await createSubmitted(t, agent.token, programId);
  expectStatus(
    await call(t.app, 'PATCH', `/api/admin/applications/${reviewedApplicationId}/status`, {
      token: admin.token,
      body: { status: 'under-review', notes: marker },
    }),
    200,
    'admin status change',
  );
  const notification = await t.database.db
    .selectFrom('notifications')
    .select('id')
    .where('userId', '=', agent.userId)
    .executeTakeFirstOrThrow();
  const commissionId = await createCommission(
    t,
    { agent: agent.token, admin: admin.token },
    programId,
    { studentLastName: marker, studentEmail: `${marker.toLowerCase()}@example.com` },
  );

  expectStatus(
    await call(t.app, 'POST', '/api/contact', {
      body: { name: 'Omar', email: 'omar@example.com', subject: 'Hello', message: 'A question' },
    }),
    201,
    'contact message',
  );
  const contactMessage = await t.database.db
    .selectFrom('contactMessages')
    .select('id')
    .executeTakeFirstOrThrow();

  expectStatus(
    await call(t.app, 'PATCH', `/api/admin/users/${deactivatedAgent.userId}/status`, {
      token: admin.token,
      body: { active: false },
    }),
    200,
    'deactivate agent',
  );

  expectStatus(
    await call(t.app, 'PATCH', `/api/agency/members/${deactivatedMember.userId}/status`, {
      token: agencyOwner.token,
      body: { active: false },
    }),
    200,
    'owner deactivates member',
  );

  return {
    t,
    accounts: {
      agent,
      agencyOwner,
      colleague,
      deactivatedMember,
      otherAgent,
      deactivatedAgent,
      admin,
      target,
    },
    programId,
    universityId: program.universityId,
    applicationId,
    reviewedApplicationId,
    documentId,
    studentId,
    notificationId: notification.id,
    contactMessageId: contactMessage.id,
    commissionId,
    marker,
    agencyId: await agencyOf(t, agent.userId),
    otherAgencyId: await agencyOf(t, otherAgent.userId),
    targetAgencyId: await agencyOf(t, target.userId),
    inviteToken: await inviteToken(t, agencyOwner.token),
    inviteId: await inviteId(t, agencyOwner.token),
  };
}
