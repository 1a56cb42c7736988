import {
  createAccount,
  hashPassword,
  revokeUserSessions,
  writeAudit,
  type AuditActor,
  type NewAccount,
} from '@uniguide/api';
import { queries, type DB, type Kysely, type UserRow } from '@uniguide/db';
import { BRAND } from '@uniguide/domain';

/** Audit rows written outside any request (start-up, CLI) name the tool instead of a user. */
export function systemActor(userAgent: string): AuditActor {
  return { user: null, meta: { ip: null, userAgent } };
}

/** The server's own start-up writes (seed, ADMIN_EMAIL), in its process or the first start's child. */
export const SERVER_ACTOR = systemActor('uniguide-server');

/** The demo accounts of docs/product.md §4, seeded only in demo mode and printed at start-up. */
export const DEMO_ACCOUNTS: readonly NewAccount[] = [
  {
    username: 'admin@uniguide.test',
    password: 'admin-demo-pass',
    role: 'admin',
    firstName: 'Demo',
    lastName: 'Admin',
    agencyName: `${BRAND.name} Operations`,
    country: 'United Arab Emirates',
    phoneNumber: '+971 4 000 0000',
  },
  {
    username: 'agent@uniguide.test',
    password: 'agent-demo-pass',
    role: 'agent',
    firstName: 'Demo',
    lastName: 'Agent',
    agencyName: 'Demo Education Agency',
    country: 'United Arab Emirates',
    phoneNumber: '+971 50 000 0000',
  },
];

/** Creates the demo accounts that do not exist yet; answers the emails it created. */
export async function ensureDemoAccounts(db: Kysely<DB>, actor: AuditActor): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await queries.users.findUserByUsername(db, account.username)) continue;
    if (await createAccount(db, actor, account)) created.push(account.username);
  }
  return created;
}

export type AdminOutcome = 'created' | 'promoted' | 'exists';

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * Makes sure an admin with this email exists. A new email becomes a new admin. An existing account is
 * left alone unless `takeOver` is set (the CLI), which promotes and reactivates it, sets the given
 * password and signs it out everywhere.
 */
export async function ensureAdmin(
  db: Kysely<DB>,
  actor: AuditActor,
  { email, password }: AdminCredentials,
  { takeOver }: { takeOver: boolean },
): Promise<{ outcome: AdminOutcome; user: UserRow }> {
  const existing = await queries.users.findUserByUsername(db, email);
  if (!existing) {
    const created = await createAccount(db, actor, {
      username: email,
      password,
      role: 'admin',
      firstName: 'Admin',
      lastName: null,
      agencyName: null,
    });
    if (created) return { outcome: 'created', user: created };
  }
  const current = existing ?? (await queries.users.findUserByUsername(db, email));
  if (!current) throw new Error(`Could not create or find the account ${email}`);
  if (!takeOver) return { outcome: 'exists', user: current };

  const passwordHash = await hashPassword(password);
  const user = await db.transaction().execute(async (tx) => {
    await queries.users.setUserRole(tx, current.id, 'admin');
    await queries.users.updateUserPassword(tx, current.id, passwordHash);
    const updated = await queries.users.setUserActive(tx, current.id, true);
    const revoked = await revokeUserSessions(tx, current.id);
    await writeAudit(tx, actor, {
      action: 'user_promoted_to_admin',
      resourceType: 'user',
      resourceId: current.id,
      previousData: { role: current.role, active: current.active },
      newData: { role: 'admin', active: true, credentialsReset: true, sessionsRevoked: revoked },
    });
    return updated ?? current;
  });
  return { outcome: 'promoted', user };
}
