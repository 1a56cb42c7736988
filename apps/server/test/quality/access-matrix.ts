import { createHash, randomBytes } from 'node:crypto';
import { sql } from '@uniguide/db/testing';
import { enqueueEmail, issueAuthToken, unsubscribeToken } from '@uniguide/api';
import { applicationForm } from '../../src/storage/test-fixtures';
import { call, newAgent, registerOverRest } from '../helpers';
import {
  createCommission,
  inviteId,
  inviteToken,
  createDocument,
  createDraft,
  createStudent,
  createStudentDocument,
  createSubmitted,
  createUnsentAttachment,
  freshSession,
  type Role,
  type World,
} from './world';

/**
 * Who may call what. `owned` procedures act on agent A's records: A's agency owner reaches them, a
 * colleague counsellor and another agency get the same 404 as for a missing id (ids reveal nothing),
 * admins reach every application (ownerScope). `agencyOwner` procedures manage an agency: its owner
 * only; another agency's owner gets 404 for A's agency's members and records.
 */
export type Access = 'public' | 'agent' | 'owned' | 'admin' | 'agencyOwner';

export interface InputContext {
  world: World;
  role: Role;
}

export interface MatrixEntry {
  access: Access;
  /** The input for this role's call; it may create throwaway records for calls that consume them. */
  input?: (context: InputContext) => unknown;
  /** The call ends or replaces its session: it runs on a second session of the role's account. */
  freshSession?: boolean;
  /** REST path parameters named differently from the input key they carry (`:id` → applicationId). */
  restParams?: Record<string, string>;
  /** Exact tRPC statuses that differ from what `access` implies, with the reason beside them. */
  expect?: Partial<Record<Role, number>>;
}

const BASE: Record<Access, Record<Role, number>> = {
  public: {
    anonymous: 200,
    agent: 200,
    agencyOwner: 200,
    colleague: 200,
    deactivatedMember: 200,
    otherAgent: 200,
    deactivatedAgent: 200,
    admin: 200,
  },
  agent: {
    anonymous: 401,
    agent: 200,
    agencyOwner: 200,
    colleague: 200,
    deactivatedMember: 401,
    otherAgent: 200,
    deactivatedAgent: 401,
    admin: 200,
  },
  owned: {
    anonymous: 401,
    agent: 200,
    agencyOwner: 200,
    colleague: 404,
    deactivatedMember: 401,
    otherAgent: 404,
    deactivatedAgent: 401,
    admin: 200,
  },
  admin: {
    anonymous: 401,
    agent: 403,
    agencyOwner: 403,
    colleague: 403,
    deactivatedMember: 401,
    otherAgent: 403,
    deactivatedAgent: 401,
    admin: 200,
  },
  agencyOwner: {
    anonymous: 401,
    agent: 403,
    agencyOwner: 200,
    colleague: 403,
    deactivatedMember: 401,
    otherAgent: 404,
    deactivatedAgent: 401,
    admin: 403,
  },
};

/** The tRPC status a role must get; REST maps a 200 onto the row's own success status. */
export function expectedStatus(entry: MatrixEntry, role: Role): number {
  return entry.expect?.[role] ?? BASE[entry.access][role];
}

const signedIn = (role: Role): role is Exclude<Role, 'anonymous'> => role !== 'anonymous';

// Each role changes its own password; the two passwords alternate so every call knows the current one.
const passwordFlips = new WeakMap<World, Map<Role, number>>();
function passwordChange({ world, role }: InputContext) {
  if (!signedIn(role)) return { currentPassword: 'x', newPassword: 'y-long', confirmPassword: 'y' };
  const original = world.accounts[role].password;
  const flipsOf = passwordFlips.get(world) ?? new Map<Role, number>();
  passwordFlips.set(world, flipsOf);
  const flips = flipsOf.get(role) ?? 0;
  const current = flips % 2 === 0 ? original : `${original}-2`;
  const next = flips % 2 === 0 ? `${original}-2` : original;
  // Only callers whose session is live actually change anything.
  if (role !== 'deactivatedAgent') flipsOf.set(role, flips + 1);
  return { currentPassword: current, newPassword: next, confirmPassword: next };
}

function programForm(universityId: number) {
  return { universityId, name: 'BA Matrix Studies', degree: "Bachelor's Degree" };
}

async function throwawayUniversity(world: World): Promise<number> {
  const row = await world.t.database.db
    .insertInto('universities')
    .values({ name: `Throwaway University ${Math.random()}`, location: 'Dubai' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An onboarding slot two days ahead with seats for every role's call. */
async function onboardingSlot(world: World): Promise<number> {
  const row = await world.t.database.db
    .insertInto('onboardingSlots')
    .values({
      expertName: 'Matrix Expert',
      region: 'GCC',
      startsAt: new Date(Date.now() + 2 * 86_400_000),
      durationMinutes: 30,
      capacity: 20,
      meetingUrl: 'https://meet.example.com/matrix',
      createdBy: world.accounts.admin.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends the role's booked sessions, so that its next booking is not refused as a second one. */
async function withoutOnboardingBooking(world: World, role: Role): Promise<void> {
  if (role === 'anonymous') return;
  await world.t.database.db
    .updateTable('onboardingBookings')
    .set({ status: 'cancelled' })
    .where('userId', '=', world.accounts[role].userId)
    .where('status', '=', 'booked')
    .execute();
}

/** Agent A's booked session (a fresh one, in a fresh slot). */
async function bookingOfA(world: World): Promise<number> {
  await withoutOnboardingBooking(world, 'agent');
  const row = await world.t.database.db
    .insertInto('onboardingBookings')
    .values({ slotId: await onboardingSlot(world), userId: world.accounts.agent.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A booking of the target agent in a session that started an hour ago (an admin may mark it). */
async function startedBooking(world: World): Promise<number> {
  const db = world.t.database.db;
  const slot = await db
    .insertInto('onboardingSlots')
    .values({
      expertName: 'Matrix Expert',
      region: 'GCC',
      startsAt: new Date(Date.now() - 3_600_000),
      durationMinutes: 30,
      capacity: 1,
      meetingUrl: 'https://meet.example.com/matrix',
      createdBy: world.accounts.admin.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('onboardingBookings')
    .values({ slotId: slot.id, userId: world.accounts.target.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A listed marketing material (a video link: no file to store) at the world's university. */
async function videoMaterial(world: World): Promise<number> {
  const db = world.t.database.db;
  const row = await db
    .insertInto('marketingMaterials')
    .values({
      id: sql<number>`nextval(pg_get_serial_sequence('marketing_materials', 'id'))`,
      seriesId: sql<number>`currval(pg_get_serial_sequence('marketing_materials', 'id'))`,
      version: 1,
      universityId: world.universityId,
      materialType: 'video-link',
      title: 'Campus tour',
      language: 'en',
      regionTags: [],
      linkUrl: 'https://video.example/tour',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function throwawayProgram(world: World): Promise<number> {
  const name = `Throwaway Program ${Math.random()}`;
  const row = await world.t.database.db
    .insertInto('programs')
    .values({ universityId: world.universityId, name, intakes: ['Fall 2026'], searchText: name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const program = ({ world }: InputContext) => ({ programId: world.programId });

/** A split on a fresh application of A's, so removing it leaves A's other records as they are. */
async function splitToRemove({ world, role }: InputContext) {
  if (role !== 'agencyOwner') return { target: 'application', targetId: world.applicationId };
  const targetId = await createDraft(world.t, world.accounts.agent.token, world.programId);
  const response = await call(world.t.app, 'PUT', '/api/agency/splits', {
    token: world.accounts.agencyOwner.token,
    body: {
      target: 'application',
      targetId,
      subAgencyId: world.targetAgencyId,
      subAgencyOwnerEmail: world.accounts.target.username,
      share: { kind: 'percent', percent: '10' },
    },
  });
  if (response.statusCode !== 200) throw new Error(`set split: ${response.body}`);
  return { target: 'application', targetId };
}

/** The admin moves a fresh commission each time (a move consumes it); the others get A's. */
async function commissionToMove({ world, role }: InputContext): Promise<number> {
  if (role !== 'admin') return world.commissionId;
  return createCommission(
    world.t,
    { agent: world.accounts.agent.token, admin: world.accounts.admin.token },
    world.programId,
  );
}

/** A fresh document of A's for the admin's check; the others try A's world document. */
async function documentToReview({ world, role }: InputContext): Promise<number> {
  if (role !== 'admin') return world.documentId;
  return createDocument(world.t, world.accounts.agent.token, world.applicationId);
}

/** An open request on a fresh submitted application of A's (cancelling one consumes it). */
async function openRequest({ world, role }: InputContext): Promise<number> {
  if (role !== 'admin') return 1;
  const applicationId = await createSubmitted(world.t, world.accounts.agent.token, world.programId);
  const response = await call(
    world.t.app,
    'POST',
    `/api/admin/applications/${applicationId}/document-requests`,
    {
      token: world.accounts.admin.token,
      body: { items: [{ description: 'Bank statement' }] },
    },
  );
  if (response.statusCode !== 201) throw new Error(`request documents: ${response.body}`);
  return (response.json() as Array<{ id: number }>)[0]!.id;
}

/** A quote of A's student and a live link to the student's page, once per world. */
const sharedLinks = new WeakMap<World, Promise<{ quoteId: number; token: string }>>();
function sharedLink(world: World): Promise<{ quoteId: number; token: string }> {
  let link = sharedLinks.get(world);
  if (!link) {
    link = (async () => {
      const token = world.accounts.agent.token;
      const quote = await call(world.t.app, 'POST', `/api/students/${world.studentId}/quotes`, {
        token,
        body: { programIds: [world.programId] },
      });
      if (quote.statusCode !== 201) throw new Error(`quote: ${quote.body}`);
      const made = await call(world.t.app, 'POST', `/api/students/${world.studentId}/share-links`, {
        token,
        body: {},
      });
      if (made.statusCode !== 201) throw new Error(`share link: ${made.body}`);
      return {
        quoteId: (quote.json() as { id: number }).id,
        token: (made.json() as { url: string }).url.split('/s/')[1]!,
      };
    })();
    sharedLinks.set(world, link);
  }
  return link;
}

/** A fresh link of A's student for each call that revokes one. */
async function linkToRevoke(world: World): Promise<number> {
  const made = await call(world.t.app, 'POST', `/api/students/${world.studentId}/share-links`, {
    token: world.accounts.agent.token,
    body: {},
  });
  if (made.statusCode !== 201) throw new Error(`share link: ${made.body}`);
  return (made.json() as { id: number }).id;
}

/** A fresh application of A's holding a conditional offer: its journey is open. */
async function offeredApplication(world: World): Promise<number> {
  const id = await createSubmitted(world.t, world.accounts.agent.token, world.programId);
  const response = await call(world.t.app, 'PATCH', `/api/admin/applications/${id}/status`, {
    token: world.accounts.admin.token,
    body: { status: 'accepted-conditional-offer', conditionalOfferTerms: 'Final transcript' },
  });
  if (response.statusCode !== 200) throw new Error(`offer: ${response.body}`);
  return id;
}

// One offered application per world for the calls that leave it as they found it.
const sharedOffers = new WeakMap<World, Promise<number>>();
function sharedOffer(world: World): Promise<number> {
  let offer = sharedOffers.get(world);
  if (!offer) {
    offer = offeredApplication(world);
    sharedOffers.set(world, offer);
  }
  return offer;
}

/** The role's password as passwordChange left it (without changing it). */
function currentPassword({ world, role }: InputContext): string {
  if (!signedIn(role)) return 'x';
  const original = world.accounts[role].password;
  const flips = passwordFlips.get(world)?.get(role) ?? 0;
  return flips % 2 === 0 ? original : `${original}-2`;
}

const randomEmail = (prefix: string) => `${prefix}.${randomBytes(5).toString('hex')}@example.com`;

/** A fresh agent waiting for approval, for the admin's approve and decline calls. */
async function pendingAgent({ world, role }: InputContext): Promise<number> {
  if (role !== 'admin') return world.accounts.target.userId;
  const { user } = await registerOverRest(world.t.app);
  await world.t.database.db
    .updateTable('users')
    .set({ approvalStatus: 'pending' })
    .where('id', '=', user.id as number)
    .execute();
  return user.id as number;
}

/** A waiting admin invitation written directly (the real link only goes out by e-mail). */
async function adminInvite(world: World): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await world.t.database.db
    .insertInto('adminInvites')
    .values({
      email: randomEmail('admin-invitee'),
      tokenHash: createHash('sha256').update(token).digest('hex'),
      invitedBy: world.accounts.admin.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** Every role gets the same status (a call whose outcome does not depend on who asks). */
const allRoles = (status: number): Partial<Record<Role, number>> => ({
  anonymous: status,
  agent: status,
  agencyOwner: status,
  colleague: status,
  deactivatedMember: status,
  otherAgent: status,
  deactivatedAgent: status,
  admin: status,
});

async function freshUserId(world: World): Promise<number> {
  const input = newAgent();
  const response = await call(world.t.app, 'POST', '/api/register', { body: input });
  return (response.json() as { id: number }).id;
}

async function resetToken(world: World): Promise<string> {
  return issueAuthToken(world.t.database.db, {
    userId: await freshUserId(world),
    purpose: 'password_reset',
    ttlMinutes: 30,
  });
}

async function unsubscribeLink(world: World): Promise<string> {
  return unsubscribeToken(world.t.database.db, await freshUserId(world), ['application_updates']);
}

/** A held message (no mail server in the matrix's app), which an admin may send again. */
async function outboxMessage(world: World): Promise<number> {
  const id = await world.t.database.db.transaction().execute((tx) =>
    enqueueEmail(tx, {
      to: 'matrix@example.com',
      template: 'password_changed',
      props: { signInUrl: 'http://localhost:3000/login' },
    }),
  );
  await world.t.database.db
    .updateTable('outbox')
    .set({ state: 'held' })
    .where('id', '=', id)
    .execute();
  return id;
}

/** One entry per procedure of appRouter; the completeness test fails on any procedure missing here. */
export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  // Signing in or up rotates the caller's session (fixation), so both run on a spare one.
  'auth.register': { access: 'public', input: () => newAgent(), freshSession: true },
  'auth.login': {
    access: 'public',
    freshSession: true,
    input: ({ world }) => ({
      username: world.accounts.target.username,
      password: world.accounts.target.password,
    }),
  },
  'auth.logout': { access: 'public', freshSession: true },
  'auth.forgotPassword': { access: 'public', input: () => ({ username: newAgent().username }) },
  // A fresh account's reset link each call; using it signs that account (not the caller) out.
  'auth.resetPassword': {
    access: 'public',
    input: async ({ world }) => ({
      token: await resetToken(world),
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    }),
  },
  'notification.unsubscribe': {
    access: 'public',
    input: async ({ world }) => ({ token: await unsubscribeLink(world) }),
  },
  'admin.inbox.list': { access: 'admin', input: () => ({}) },
  'admin.marketing.list': { access: 'admin', input: () => ({}) },
  'admin.marketing.downloads': {
    access: 'admin',
    input: async ({ world }) => ({ id: await videoMaterial(world) }),
  },
  'marketing.list': { access: 'agent', input: () => ({}) },
  'onboarding.slots': { access: 'agent' },
  'onboarding.overview': { access: 'agent' },
  // Every agent books for themselves (their earlier booking ended first); admins run the sessions.
  'onboarding.book': {
    access: 'agent',
    expect: { admin: 403 },
    input: async ({ world, role }) => {
      await withoutOnboardingBooking(world, role);
      return { slotId: await onboardingSlot(world) };
    },
  },
  // A booking is its agent's own: their agency's owner and the admins get the stranger's 404.
  'onboarding.reschedule': {
    access: 'owned',
    expect: { agencyOwner: 404, admin: 404 },
    input: async ({ world }) => ({
      id: await bookingOfA(world),
      slotId: await onboardingSlot(world),
    }),
  },
  'onboarding.cancel': {
    access: 'owned',
    expect: { agencyOwner: 404, admin: 404 },
    input: async ({ world }) => ({ id: await bookingOfA(world) }),
  },
  'admin.onboarding.list': { access: 'admin', input: () => ({ when: 'upcoming' }) },
  'admin.onboarding.createSlot': {
    access: 'admin',
    input: () => ({
      expertName: 'Aisha Rahman',
      region: 'South Asia',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      durationMinutes: 45,
      capacity: 4,
      meetingUrl: 'https://meet.example.com/new',
    }),
  },
  'admin.onboarding.updateSlot': {
    access: 'admin',
    input: async ({ world }) => ({
      id: await onboardingSlot(world),
      expertName: 'Aisha Rahman',
      region: 'GCC',
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      durationMinutes: 30,
      capacity: 6,
      meetingUrl: 'https://meet.example.com/changed',
    }),
  },
  'admin.onboarding.withdrawSlot': {
    access: 'admin',
    input: async ({ world }) => ({ id: await onboardingSlot(world) }),
  },
  'admin.onboarding.mark': {
    access: 'admin',
    input: async ({ world }) => ({ id: await startedBooking(world), outcome: 'held' }),
  },
  'marketing.markSeen': { access: 'agent' },
  'admin.inbox.count': { access: 'admin' },
  'admin.outbox.list': { access: 'admin', input: () => ({}) },
  'admin.outbox.get': {
    access: 'admin',
    input: async ({ world }) => ({ id: await outboxMessage(world) }),
  },
  'admin.outbox.retry': {
    access: 'admin',
    input: async ({ world }) => ({ id: await outboxMessage(world) }),
  },
  'admin.outbox.deadJobs': { access: 'admin' },
  // No job queue runs in the matrix's app: an admin is told so (503) before any job is looked up;
  // everyone else is refused first, as for every admin call. The audit-coverage test retries a real
  // dead job on a running queue.
  'admin.outbox.retryDeadJob': {
    access: 'admin',
    input: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    expect: { admin: 503 },
  },
  'auth.me': { access: 'public' },
  'auth.signUpTerms': { access: 'public' },

  'user.me': { access: 'agent' },
  'user.updateProfile': {
    access: 'agent',
    input: () => ({
      firstName: 'Amira',
      lastName: 'Haddad',
      agencyName: 'Haddad Education Partners',
      country: 'India',
      phoneNumber: '+91 98765 43210',
    }),
  },
  'user.changePassword': { access: 'agent', input: passwordChange },
  'user.setLanguage': { access: 'agent', input: () => ({ language: 'ar' }) },
  'user.notificationPreferences': { access: 'agent' },
  'user.updateNotificationPreferences': {
    access: 'agent',
    input: () => ({
      applicationUpdates: true,
      newPrograms: false,
      commissionUpdates: true,
      marketingMaterials: false,
    }),
  },

  'application.create': {
    access: 'agent',
    input: ({ world }) => ({ programId: world.programId, ...applicationForm() }),
  },
  'application.submit': {
    access: 'owned',
    // A draft stays its agent's: an admin edits or submits none through the agent's calls.
    expect: { admin: 403 },
    input: async ({ world }) => ({
      id: await createDraft(world.t, world.accounts.agent.token, world.programId),
    }),
  },
  'application.update': {
    access: 'owned',
    // A draft stays its agent's: an admin edits or submits none through the agent's calls.
    expect: { admin: 403 },
    input: async ({ world }) => ({
      id: await createDraft(world.t, world.accounts.agent.token, world.programId),
      ...applicationForm(),
      notes: 'Needs a scholarship',
    }),
  },
  'application.byId': { access: 'owned', input: ({ world }) => ({ id: world.applicationId }) },
  'application.list': { access: 'agent', input: () => ({}) },
  'application.stats': { access: 'agent' },

  'document.list': {
    access: 'owned',
    input: ({ world }) => ({ applicationId: world.applicationId }),
    restParams: { id: 'applicationId' },
  },
  'document.delete': {
    access: 'owned',
    input: async ({ world }) => ({
      id: await createDocument(world.t, world.accounts.agent.token, world.applicationId),
    }),
  },

  'document.setExpiry': {
    access: 'owned',
    input: async ({ world }) => ({
      id: await createDocument(world.t, world.accounts.agent.token, world.applicationId),
      expiresOn: '2031-06-30',
    }),
  },
  'document.expiring': { access: 'agent', input: () => ({}) },
  'application.attachDocuments': {
    access: 'owned',
    input: async ({ world }) => ({
      applicationId: world.applicationId,
      documentIds: [
        await createStudentDocument(world.t, world.accounts.agent.token, world.studentId),
      ],
    }),
    restParams: { id: 'applicationId' },
  },

  'student.list': { access: 'agent', input: () => ({}) },
  'student.byId': { access: 'owned', input: ({ world }) => ({ id: world.studentId }) },
  'student.create': {
    access: 'agent',
    input: () => ({
      firstName: 'Karim',
      lastName: 'Nasser',
      email: `karim.${Math.random().toString(36).slice(2)}@example.com`,
      phone: '+971 56 111 2222',
      nationality: 'Lebanese',
      dateOfBirth: '2004-01-20',
      gender: 'male',
      highestQualification: 'High School',
      qualificationName: 'Lebanese Baccalaureate',
      institutionName: 'Beirut High School',
      graduationYear: '2022',
    }),
  },
  'student.update': {
    access: 'owned',
    input: async ({ world }) => ({
      id: await createStudent(world.t, world.accounts.agent.token),
      phone: `+971 55 ${Math.floor(Math.random() * 9_000_000 + 1_000_000)}`,
    }),
  },

  'notification.list': { access: 'agent', input: () => ({}) },
  'notification.unreadCount': { access: 'agent' },
  // Ids of someone else's notifications are skipped, not refused (the access test checks A's stay unread).
  'notification.markRead': {
    access: 'agent',
    input: ({ world }) => ({ ids: [world.notificationId] }),
  },

  'admin.stats': { access: 'admin' },
  'admin.charts.overview': { access: 'admin' },
  'admin.application.list': { access: 'admin', input: () => ({}) },
  'admin.application.byId': {
    access: 'admin',
    input: ({ world }) => ({ id: world.applicationId }),
  },
  'admin.application.changeStatus': {
    access: 'admin',
    input: async ({ world }) => ({
      id: await createSubmitted(world.t, world.accounts.agent.token, world.programId),
      status: 'under-review',
      notes: 'Checking the transcripts',
    }),
  },
  'admin.application.exportCsv': { access: 'admin', input: () => ({}) },
  'admin.user.list': { access: 'admin', input: () => ({}) },
  'admin.user.byId': {
    access: 'admin',
    input: ({ world }) => ({ id: world.accounts.target.userId }),
  },
  'admin.user.setActive': {
    access: 'admin',
    input: ({ world }) => ({ id: world.accounts.target.userId, active: true }),
  },
  'admin.user.setRole': {
    access: 'admin',
    input: ({ world }) => ({ id: world.accounts.target.userId, role: 'agent' }),
  },
  'admin.auditLog.list': { access: 'admin', input: () => ({}) },
  'admin.university.list': { access: 'admin' },
  'admin.university.create': {
    access: 'admin',
    input: () => ({ name: `Gulf Institute ${Math.random()}` }),
  },
  'admin.university.update': {
    access: 'admin',
    input: async ({ world }) => ({
      id: await throwawayUniversity(world),
      name: `Renamed Institute ${Math.random()}`,
    }),
  },
  'admin.university.delete': {
    access: 'admin',
    input: async ({ world }) => ({ id: await throwawayUniversity(world) }),
  },
  'admin.program.list': { access: 'admin', input: () => ({}) },
  'admin.program.byId': { access: 'admin', input: ({ world }) => ({ id: world.programId }) },
  'admin.program.create': {
    access: 'admin',
    input: ({ world }) => programForm(world.universityId),
  },
  'admin.program.update': {
    access: 'admin',
    input: async ({ world }) => ({
      id: await throwawayProgram(world),
      ...programForm(world.universityId),
    }),
  },
  'admin.program.setHidden': {
    access: 'admin',
    input: async ({ world }) => ({ id: await throwawayProgram(world), hidden: true }),
  },
  'admin.program.delete': {
    access: 'admin',
    input: async ({ world }) => ({ id: await throwawayProgram(world) }),
  },
  'admin.catalogue.import': {
    access: 'admin',
    input: () => ({
      fileName: 'catalogue.csv',
      contentBase64: Buffer.from(
        'Name of Degree,University name,Degree Level\nBSc Matrix,Matrix University,Bachelor\n',
      ).toString('base64'),
      dryRun: true,
    }),
  },
  // An admin sees only imports they started; an unknown id is a 404 even for them.
  'admin.catalogue.importProgress': {
    access: 'admin',
    input: () => ({ importId: '00000000-0000-4000-8000-000000000000' }),
    expect: { admin: 404 },
  },
  'admin.contactMessage.list': { access: 'admin', input: () => ({}) },
  'admin.contactMessage.setHandled': {
    access: 'admin',
    input: ({ world }) => ({ id: world.contactMessageId, handled: true }),
  },

  'commission.list': { access: 'agent', input: () => ({}) },
  'commission.earnings': { access: 'agent' },
  'commission.exportCsv': { access: 'agent', input: () => ({}) },
  'admin.commissions.list': { access: 'admin', input: () => ({}) },
  'admin.commissions.payouts': { access: 'admin', input: () => ({}) },
  'admin.commissions.summary': { access: 'admin', input: () => ({}) },
  'admin.commissions.exportCsv': { access: 'admin', input: () => ({}) },
  'admin.commissions.move': {
    access: 'admin',
    input: async (context) => ({ id: await commissionToMove(context), status: 'invoiced' }),
  },
  'admin.commissions.setAmount': {
    access: 'admin',
    input: ({ world }) => ({ id: world.commissionId, amountAed: '4500.50' }),
  },
  'admin.commissionTerms.list': { access: 'admin' },
  'admin.commissionTerms.programs': {
    access: 'admin',
    input: ({ world }) => ({ universityId: world.universityId }),
    restParams: { id: 'universityId' },
  },
  'admin.commissionTerms.updateUniversity': {
    access: 'admin',
    input: ({ world }) => ({
      universityId: world.universityId,
      commissionRatePercent: '12.5',
      payoutLagDays: 60,
    }),
    restParams: { id: 'universityId' },
  },
  'admin.commissionTerms.updateProgram': {
    access: 'admin',
    input: ({ world }) => ({ programId: world.programId, commissionRatePercent: '15' }),
    restParams: { id: 'programId' },
  },

  'program.list': { access: 'public', input: () => ({}) },
  'program.catalogue': { access: 'public', input: () => ({}) },
  'program.byId': { access: 'public', input: ({ world }) => ({ id: world.programId }) },
  'university.list': { access: 'public' },
  'university.byId': { access: 'public', input: ({ world }) => ({ id: world.universityId }) },

  'savedProgram.list': { access: 'agent' },
  'savedProgram.add': { access: 'agent', input: program },
  'savedProgram.remove': { access: 'agent', input: program },

  'agency.mine': {
    access: 'agent',
    // Admins belong to no agency.
    expect: { admin: 404 },
  },
  'agency.invite': {
    access: 'agencyOwner',
    input: () => ({ email: `invitee.${Math.random().toString(36).slice(2)}@example.com` }),
    // Another agency's owner invites into their own agency.
    expect: { otherAgent: 200 },
  },
  // The owner revokes a fresh invitation of theirs; everyone else tries that owner's waiting one.
  'agency.revokeInvite': {
    access: 'agencyOwner',
    input: async ({ world, role }) => ({
      id:
        role === 'agencyOwner'
          ? await inviteId(world.t, world.accounts.agencyOwner.token)
          : world.inviteId,
    }),
  },
  // Idempotent on the colleague: they stay an active counsellor.
  'agency.setRole': {
    access: 'agencyOwner',
    input: ({ world }) => ({ userId: world.accounts.colleague.userId, agencyRole: 'counsellor' }),
  },
  'agency.setMemberActive': {
    access: 'agencyOwner',
    input: ({ world }) => ({ userId: world.accounts.colleague.userId, active: true }),
  },
  // The deactivated member has no work, so nothing of A's moves.
  'agency.reassign': {
    access: 'agencyOwner',
    input: ({ world }) => ({
      fromUserId: world.accounts.deactivatedMember.userId,
      toUserId: world.accounts.colleague.userId,
    }),
    restParams: { userId: 'fromUserId' },
  },
  // The owner moves a fresh student of A's; everyone else tries A's own student.
  'agency.assignStudent': {
    access: 'agencyOwner',
    input: async ({ world, role }) => ({
      studentId:
        role === 'agencyOwner'
          ? await createStudent(world.t, world.accounts.agent.token)
          : world.studentId,
      toUserId: world.accounts.colleague.userId,
    }),
    restParams: { id: 'studentId' },
  },
  'agency.setSplit': {
    access: 'agencyOwner',
    input: ({ world }) => ({
      target: 'application',
      targetId: world.applicationId,
      subAgencyId: world.targetAgencyId,
      // An agency not yet split with is named by its number and its owner's e-mail.
      subAgencyOwnerEmail: world.accounts.target.username,
      share: { kind: 'fixed', amountAed: '250.50' },
    }),
  },
  'agency.removeSplit': { access: 'agencyOwner', input: splitToRemove },
  'agency.splits': {
    access: 'agencyOwner',
    // Another agency's owner reads their own (empty) splits.
    expect: { otherAgent: 200 },
  },
  'agency.subAgencies': {
    access: 'agencyOwner',
    input: () => ({}),
    // Another agency's owner reads the agencies they work with (none).
    expect: { otherAgent: 200 },
  },
  'auth.invitation': { access: 'public', input: ({ world }) => ({ token: world.inviteToken }) },
  'auth.acceptInvitation': {
    access: 'public',
    freshSession: true,
    input: async ({ world }) => ({
      token: await inviteToken(world.t, world.accounts.agencyOwner.token),
      password: 'another member passphrase',
      firstName: 'Joined',
      lastName: 'Member',
      country: 'Qatar',
      phoneNumber: '+974 5000 0000',
    }),
  },
  'program.commissionPreview': { access: 'agent', input: program, restParams: { id: 'programId' } },
  'admin.agency.list': { access: 'admin', input: () => ({}) },
  'admin.agency.setActive': {
    access: 'admin',
    input: ({ world }) => ({ id: world.targetAgencyId, active: true }),
  },

  'program.requirements': {
    access: 'agent',
    input: program,
    restParams: { id: 'programId' },
  },
  'admin.requirements.university': {
    access: 'admin',
    input: ({ world }) => ({ universityId: world.universityId }),
    restParams: { id: 'universityId' },
  },
  // The world's university keeps requiring nothing, so the world's submissions stay possible.
  'admin.requirements.setUniversity': {
    access: 'admin',
    input: ({ world }) => ({ universityId: world.universityId, requirements: [] }),
    restParams: { id: 'universityId' },
  },
  'admin.requirements.program': {
    access: 'admin',
    input: ({ world }) => ({ programId: world.programId }),
    restParams: { id: 'programId' },
  },
  // Before forwarding only: a fuzzed id may land on the world's program, whose drafts must stay
  // submittable.
  'admin.requirements.setProgram': {
    access: 'admin',
    input: async ({ world }) => ({
      programId: await throwawayProgram(world),
      requirements: [{ documentType: 'transcript', stage: 'before_forwarding' }],
    }),
    restParams: { id: 'programId' },
  },
  'application.checklist': {
    access: 'owned',
    input: ({ world }) => ({ applicationId: world.applicationId }),
    restParams: { id: 'applicationId' },
  },
  'document.setType': {
    access: 'owned',
    input: async ({ world }) => ({
      id: await createDocument(world.t, world.accounts.agent.token, world.applicationId),
      documentType: 'transcript',
    }),
  },
  'admin.document.review': {
    access: 'admin',
    input: async (context) => ({ id: await documentToReview(context), decision: 'verified' }),
  },
  'admin.document.request': {
    access: 'admin',
    input: async ({ world, role }) => ({
      applicationId:
        role === 'admin'
          ? await createSubmitted(world.t, world.accounts.agent.token, world.programId)
          : world.reviewedApplicationId,
      items: [{ documentType: 'transcript' }, { description: 'Bank statement' }],
      note: 'Please send these within a week',
    }),
    restParams: { id: 'applicationId' },
  },
  'admin.document.cancelRequest': {
    access: 'admin',
    input: async (context) => ({ id: await openRequest(context) }),
  },
  'application.requests': {
    access: 'owned',
    input: ({ world }) => ({ applicationId: world.applicationId }),
    restParams: { id: 'applicationId' },
  },
  'application.openRequests': { access: 'agent', input: () => ({}) },
  'application.universityDocuments': {
    access: 'owned',
    input: ({ world }) => ({ applicationId: world.applicationId }),
    restParams: { id: 'applicationId' },
  },
  'message.list': {
    access: 'owned',
    input: ({ world }) => ({ applicationId: world.applicationId }),
    restParams: { id: 'applicationId' },
  },
  'message.send': {
    access: 'owned',
    input: ({ world }) => ({
      applicationId: world.applicationId,
      body: 'Is the transcript enough?',
    }),
    restParams: { id: 'applicationId' },
    // A's application is a draft: the admin team cannot write on it until it is submitted.
    expect: { admin: 409 },
  },
  // Unsent attachments are their uploader's alone: others reading A's application see none.
  'message.unsentAttachments': {
    access: 'owned',
    input: ({ world }) => ({ applicationId: world.applicationId }),
    restParams: { id: 'applicationId' },
  },
  // The agent removes a fresh unsent attachment of theirs; everyone else tries the agent's one.
  'message.deleteAttachment': {
    access: 'owned',
    input: async ({ world }) => ({
      id: await createUnsentAttachment(world.t, world.accounts.agent.token, world.applicationId),
    }),
    expect: { agencyOwner: 404, admin: 404 },
  },
  'message.markRead': {
    access: 'owned',
    input: ({ world }) => ({ applicationId: world.applicationId }),
    restParams: { id: 'applicationId' },
  },
  'message.unreadCount': { access: 'agent' },
  // An unknown link answers 400 whoever follows it (real links: accounts.test.ts, audit coverage).
  'auth.verifyEmail': {
    access: 'public',
    input: () => ({ token: randomBytes(32).toString('base64url') }),
    expect: allRoles(400),
  },
  'user.resendVerification': { access: 'agent' },
  'user.changeEmail': {
    access: 'agent',
    input: (context) => ({
      email: randomEmail('moved'),
      currentPassword: currentPassword(context),
    }),
  },
  'admin.settings.get': { access: 'admin' },
  'admin.settings.update': { access: 'admin', input: () => ({ agentApproval: 'automatic' }) },
  'admin.approval.pending': { access: 'admin', input: () => ({}) },
  'admin.approval.approve': {
    access: 'admin',
    input: async (context) => ({ id: await pendingAgent(context) }),
  },
  'admin.approval.decline': {
    access: 'admin',
    input: async (context) => ({
      id: await pendingAgent(context),
      reason: 'We could not confirm the agency',
    }),
  },
  'admin.invite.list': { access: 'admin' },
  'admin.invite.create': { access: 'admin', input: () => ({ email: randomEmail('new-admin') }) },
  'admin.invite.revoke': {
    access: 'admin',
    input: async ({ world }) => ({ id: (await adminInvite(world)).id }),
  },
  'auth.adminInvitation': {
    access: 'public',
    input: async ({ world }) => ({ token: (await adminInvite(world)).token }),
  },
  'auth.acceptAdminInvitation': {
    access: 'public',
    freshSession: true,
    input: async ({ world }) => ({
      token: (await adminInvite(world)).token,
      password: 'an invited admin passphrase',
      firstName: 'Invited',
      lastName: 'Admin',
    }),
  },

  'visa.countries': { access: 'agent' },
  'visa.checklists': { access: 'agent' },
  'visa.checklist': { access: 'agent', input: () => ({ country: 'SY' }) },
  // A country no other test reads, so the world's other calls see the seeded lists.
  'admin.visa.setChecklist': {
    access: 'admin',
    input: () => ({
      country: 'IS',
      items: [{ name: 'Matrix item', note: '', needsAttestation: false, under18Only: false }],
    }),
  },
  'admin.visa.unmappedNationalities': { access: 'admin' },
  // Each call maps a text of its own, written on a throwaway student.
  'admin.visa.mapNationality': {
    access: 'admin',
    input: async ({ world }) => {
      const value = `Matrixian ${randomBytes(4).toString('hex')}`;
      await createStudent(world.t, world.accounts.agent.token, { nationality: value });
      return { value, country: 'IS' };
    },
  },

  'journey.nextSteps': { access: 'agent' },
  'journey.costs': {
    access: 'owned',
    input: ({ world }) => ({ applicationId: world.applicationId }),
    restParams: { id: 'applicationId' },
  },
  'admin.journey.feeLines': {
    access: 'admin',
    input: async ({ world }) => ({ universityId: await throwawayUniversity(world) }),
    restParams: { id: 'universityId' },
  },
  'admin.journey.setFeeLines': {
    access: 'admin',
    input: async ({ world }) => ({
      universityId: await throwawayUniversity(world),
      tuitionVat: true,
      lines: [
        {
          label: 'Visa processing',
          kind: 'visa',
          amountAed: 5000,
          source: 'https://example.edu/fees',
        },
      ],
    }),
    restParams: { id: 'universityId' },
  },
  'visa.application': {
    access: 'owned',
    input: async ({ world }) => ({ applicationId: await sharedOffer(world) }),
  },
  'admin.journey.queue': { access: 'admin', input: () => ({ view: 'waiting-on-us' }) },
  'journey.get': {
    access: 'owned',
    input: async ({ world }) => ({ applicationId: await sharedOffer(world) }),
    restParams: { id: 'applicationId' },
  },
  // Recording the first stage again only moves its date: every call leaves the journey open.
  'journey.recordStage': {
    access: 'owned',
    input: async ({ world }) => ({
      applicationId: await sharedOffer(world),
      stage: 'offer-accepted',
      doneOn: '2026-08-01',
    }),
    restParams: { id: 'applicationId' },
  },
  'admin.journey.setStage': {
    access: 'admin',
    input: async ({ world }) => ({
      applicationId: await sharedOffer(world),
      stage: 'offer-accepted',
      state: 'done',
      doneOn: '2026-08-01',
    }),
    restParams: { id: 'applicationId' },
  },
  // Withdrawing closes a journey for good: the admin closes a fresh one each time.
  'admin.journey.withdraw': {
    access: 'admin',
    input: async ({ world, role }) => ({
      applicationId: role === 'admin' ? await offeredApplication(world) : await sharedOffer(world),
      reason: 'Student chose another country',
    }),
    restParams: { id: 'applicationId' },
  },
  'attestation.get': {
    access: 'owned',
    input: ({ world }) => ({ applicationId: world.applicationId }),
    restParams: { id: 'applicationId' },
  },
  'attestation.set': {
    access: 'owned',
    input: ({ world }) => ({
      applicationId: world.applicationId,
      certificates: [{ name: 'BSc Matrix Studies', steps: { 'uae-embassy': '2026-07-01' } }],
      moeApplicationNumber: 'MOE-1',
      undertakingSigned: true,
    }),
    restParams: { id: 'applicationId' },
  },
  'quote.list': {
    access: 'owned',
    input: ({ world }) => ({ studentId: world.studentId }),
    restParams: { id: 'studentId' },
  },
  'quote.create': {
    access: 'owned',
    input: ({ world }) => ({ studentId: world.studentId, programIds: [world.programId] }),
    restParams: { id: 'studentId' },
  },
  'quote.byId': {
    access: 'owned',
    input: async ({ world }) => ({ id: (await sharedLink(world)).quoteId }),
  },
  'quote.currencies': { access: 'agent' },
  'shareLink.list': {
    access: 'owned',
    input: ({ world }) => ({ studentId: world.studentId }),
    restParams: { id: 'studentId' },
  },
  'shareLink.create': {
    access: 'owned',
    input: ({ world }) => ({ studentId: world.studentId }),
    restParams: { id: 'studentId' },
  },
  'shareLink.revoke': {
    access: 'owned',
    input: async ({ world }) => ({ id: await linkToRevoke(world) }),
  },
  // The student's side is the token's: whoever holds it, signed in or not, sees the page.
  'share.view': {
    access: 'public',
    input: async ({ world }) => ({ token: (await sharedLink(world)).token }),
  },
  'share.setPreferred': {
    access: 'public',
    input: async ({ world }) => ({
      token: (await sharedLink(world)).token,
      programIds: [world.programId],
    }),
  },
  'admin.currencyRate.list': { access: 'admin' },
  'admin.currencyRate.set': {
    access: 'admin',
    input: () => ({ rates: [{ currency: 'INR', unitsPerAed: 22.75, setOn: '2026-11-20' }] }),
  },
  'contact.send': {
    access: 'public',
    input: () => ({
      name: 'Layla Mansour',
      email: 'layla@example.com',
      subject: 'Partnership',
      message: 'We would like to refer students to your universities.',
    }),
  },
};

/** A second live session for the role's account, or the role's own token (null when anonymous). */
export async function tokenFor(
  world: World,
  role: Role,
  entry: MatrixEntry,
): Promise<string | null> {
  if (!signedIn(role)) return null;
  const account = world.accounts[role];
  return entry.freshSession ? freshSession(world.t, account.userId) : account.token;
}
