import {
  type AgencyRole,
  type Language,
  type ApprovalStatus,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type PublicUser,
  type Role,
} from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { UserRow } from '../../schema';

/** The fields a user edits on their own profile (the username, their e-mail, is not one). */
export function userProfile(row: UserRow) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    agencyName: row.agencyName,
    country: row.country,
    phoneNumber: row.phoneNumber,
    website: row.website,
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    ...userProfile(row),
    role: row.role,
    isAdmin: row.role === 'admin',
    agencyId: row.role === 'admin' ? null : row.agencyId,
    agencyRole: row.role === 'admin' ? null : row.agencyRole,
    active: row.active,
    emailVerified: row.emailVerifiedAt !== null,
    approvalStatus: row.role === 'admin' ? 'approved' : row.approvalStatus,
    approvalReason: row.role === 'admin' ? null : row.approvalReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Locks the user's row for the rest of the transaction: checks of what they hold take turns. */
export async function lockUserRow(db: Executor, id: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByUsername(
  db: Executor,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
}

export interface CreateUserValues {
  username: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  agencyName?: string | null;
  country?: string | null;
  phoneNumber?: string | null;
  website?: string | null;
  role?: Role;
  /** 'pending' when the console requires approval of new agents; approved otherwise. */
  approvalStatus?: ApprovalStatus;
  /** Set when the address is known to be the user's (an accepted invitation, an operator's account). */
  emailVerifiedAt?: Date | null;
  /** Joining an existing agency; without it an agent founds their own (migration 0008's trigger). */
  agencyId?: number;
  /** The saved language (decision 069): a sign-up keeps the language it was made in. */
  language?: Language | null;
  agencyRole?: AgencyRole;
}

/** Inserts a user; returns undefined when the username is taken (ON CONFLICT DO NOTHING). */
export async function insertUser(
  db: Executor,
  values: CreateUserValues,
): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({
      ...values,
      username: values.username.toLowerCase(),
      role: values.role ?? 'agent',
      notificationPreferences: JSON.stringify(DEFAULT_NOTIFICATION_PREFERENCES),
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateUserProfile(
  db: Executor,
  id: number,
  values: Pick<
    UserRow,
    'firstName' | 'lastName' | 'agencyName' | 'country' | 'phoneNumber' | 'website'
  >,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function updateUserPassword(
  db: Executor,
  id: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setUserActive(
  db: Executor,
  id: number,
  active: boolean,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ active, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function setUserRole(
  db: Executor,
  id: number,
  role: Role,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ role, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function updateNotificationPreferences(
  db: Executor,
  id: number,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const row = await db
    .updateTable('users')
    .set({ notificationPreferences: JSON.stringify(preferences), updatedAt: new Date() })
    .where('id', '=', id)
    .returning('notificationPreferences')
    .executeTakeFirstOrThrow();
  return row.notificationPreferences;
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markEmailVerified(
  db: Executor,
  id: number,
  username: string,
): Promise<UserRow | undefined> {
  // Only while the address is still the one the link was sent to.
  return db
    .updateTable('users')
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where('id', '=', id)
    .where('username', '=', username)
    .returningAll()
    .executeTakeFirst();
}

/** A new address starts unverified; undefined when another account already has it. */
export async function changeUserEmail(
  db: Executor,
  id: number,
  username: string,
): Promise<UserRow | undefined> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username.toLowerCase())
    .where('id', '<>', id)
    .executeTakeFirst();
  if (taken) return undefined;
  return db
    .updateTable('users')
    .set({ username: username.toLowerCase(), emailVerifiedAt: null, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
