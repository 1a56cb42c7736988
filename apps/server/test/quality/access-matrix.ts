import { APPLICATION_FORM } from '../../src/storage/test-fixtures';
import { call, newAgent } from '../helpers';
import {
  createCommission,
  inviteToken,
  createDocument,
  createDraft,
  createStudent,
  createStudentDocument,
  createSubmitted,
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
  'auth.me': { access: 'public' },

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
    input: ({ world }) => ({ programId: world.programId, ...APPLICATION_FORM }),
  },
  'application.submit': {
    access: 'owned',
    input: async ({ world }) => ({
      id: await createDraft(world.t, world.accounts.agent.token, world.programId),
    }),
  },
  'application.update': {
    access: 'owned',
    input: async ({ world }) => ({
      id: await createDraft(world.t, world.accounts.agent.token, world.programId),
      ...APPLICATION_FORM,
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
      share: { kind: 'fixed', amountAed: '250.50' },
    }),
  },
  'agency.removeSplit': { access: 'agencyOwner', input: splitToRemove },
  'agency.splits': {
    access: 'agencyOwner',
    // Another agency's owner reads their own (empty) splits.
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
