import { queries } from '@uniguide/db';
import {
  AppError,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type ProfileInput,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';

// A signed-in user's own profile fields and notification preferences.

const SIGN_IN_MESSAGE = 'Please sign in to continue';

/** Profile fields only: the email is the username and cannot change, so the schema has no field for it. */
export function updateProfile(ctx: SignedInContext, input: ProfileInput) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.users.findUserById(tx, ctx.user.id);
    if (!before) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
    const after = await queries.users.updateUserProfile(tx, ctx.user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      agencyName: input.agencyName,
      country: input.country,
      phoneNumber: input.phoneNumber,
      website: input.website ? input.website : null,
    });
    if (!after) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
    await writeAudit(tx, ctx, {
      action: 'user_profile_updated',
      resourceType: 'user',
      resourceId: after.id,
      previousData: queries.users.userProfile(before),
      newData: queries.users.userProfile(after),
    });
    return queries.users.toPublicUser(after);
  });
}

// Rows written before a preference existed fall back to the default (every box on).
function withDefaults(
  stored: Partial<NotificationPreferences> | null | undefined,
): NotificationPreferences {
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...stored };
}

export async function notificationPreferences(ctx: SignedInContext) {
  const row = await queries.users.findUserById(ctx.db, ctx.user.id);
  if (!row) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  return withDefaults(row.notificationPreferences);
}

export function updateNotificationPreferences(
  ctx: SignedInContext,
  input: NotificationPreferences,
) {
  return ctx.db.transaction().execute(async (tx) => {
    const row = await queries.users.findUserById(tx, ctx.user.id);
    if (!row) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
    const saved = await queries.users.updateNotificationPreferences(tx, row.id, input);
    await writeAudit(tx, ctx, {
      action: 'notification_preferences_updated',
      resourceType: 'user',
      resourceId: row.id,
      previousData: withDefaults(row.notificationPreferences),
      newData: withDefaults(saved),
    });
    return withDefaults(saved);
  });
}
