import { queries } from '@uniguide/db';
import {
  AppError,
  listWindow,
  toPage,
  type ZSetUserActiveInput,
  type ZSetUserRoleInput,
  type ZUserListInput,
} from '@uniguide/domain';
import type { z } from 'zod';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { revokeUserSessions } from './session';

// The admin console's users: the list, one user's profile, deactivation and roles.

export const ADMIN_TARGET_MESSAGE = 'Admin accounts cannot be deactivated';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role';
const USER_NOT_FOUND = 'User not found';

/** How many of a user's applications and audit entries the profile view shows. */
const PROFILE_APPLICATIONS = 50;
const PROFILE_AUDIT_ENTRIES = 20;

export async function listUsersForAdmin(
  ctx: SignedInContext,
  input: z.infer<typeof ZUserListInput>,
) {
  const window = listWindow(input);
  return toPage(
    await queries.users.listUsersForAdmin(ctx.db, { search: input.search, ...window }),
    window,
  );
}

/** Profile, their newest applications and what they did (or had done to their account) lately. */
export async function userForAdmin(ctx: SignedInContext, id: number) {
  const row = await queries.users.findUserById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  const [applications, recentAudit] = await Promise.all([
    queries.applications.listApplications(ctx.db, {
      owner: { userId: row.id },
      sort: 'createdAt',
      limit: PROFILE_APPLICATIONS,
      offset: 0,
    }),
    queries.audit.listUserAuditTrail(ctx.db, row.id, PROFILE_AUDIT_ENTRIES),
  ]);
  return {
    user: queries.users.toPublicUser(row),
    applications: applications.items,
    applicationCount: applications.total,
    recentAudit,
  };
}

/** Deactivation signs the user out everywhere at once; admin accounts are never toggled. */
export function setUserActive(ctx: SignedInContext, input: z.infer<typeof ZSetUserActiveInput>) {
  return ctx.db.transaction().execute(async (tx) => {
    const target = await queries.users.findUserById(tx, input.id);
    if (!target) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    if (target.role === 'admin') throw new AppError('FORBIDDEN', ADMIN_TARGET_MESSAGE);
    const updated = await queries.users.setUserActive(tx, target.id, input.active);
    if (!updated) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    const revokedSessions = input.active ? 0 : await revokeUserSessions(tx, target.id);
    await writeAudit(tx, ctx, {
      action: input.active ? 'user_activated' : 'user_deactivated',
      resourceType: 'user',
      resourceId: target.id,
      previousData: { active: target.active },
      newData: { active: updated.active, revokedSessions },
    });
    return queries.users.toPublicUser(updated);
  });
}

export function setUserRole(ctx: SignedInContext, input: z.infer<typeof ZSetUserRoleInput>) {
  return ctx.db.transaction().execute(async (tx) => {
    // Keeps at least one admin: the caller is one, and cannot demote themselves.
    if (input.id === ctx.user.id) {
      throw new AppError('BAD_REQUEST', OWN_ROLE_MESSAGE, [
        { path: 'id', message: OWN_ROLE_MESSAGE },
      ]);
    }
    const target = await queries.users.findUserById(tx, input.id);
    if (!target) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    const updated = await queries.users.setUserRole(tx, target.id, input.role);
    if (!updated) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    if (updated.role !== target.role) {
      await writeAudit(tx, ctx, {
        action: 'user_role_changed',
        resourceType: 'user',
        resourceId: target.id,
        previousData: { role: target.role },
        newData: { role: updated.role },
      });
    }
    return queries.users.toPublicUser(updated);
  });
}
