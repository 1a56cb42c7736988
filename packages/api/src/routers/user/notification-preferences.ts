import { queries } from '@uniguide/db';
import {
  AppError,
  DEFAULT_NOTIFICATION_PREFERENCES,
  ZNotificationPreferences,
  type NotificationPreferences,
} from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { signedInProcedure } from '../../trpc';

// Rows written before a preference existed fall back to the default (every box on).
function withDefaults(
  stored: Partial<NotificationPreferences> | null | undefined,
): NotificationPreferences {
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...stored };
}

export const notificationPreferences = signedInProcedure.query(async ({ ctx }) => {
  const row = await queries.findUserById(ctx.db, ctx.user.id);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return withDefaults(row.notificationPreferences);
});

export const updateNotificationPreferences = signedInProcedure
  .input(ZNotificationPreferences)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (tx) => {
      const row = await queries.findUserById(tx, ctx.user.id);
      if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
      const saved = await queries.updateNotificationPreferences(tx, row.id, input);
      await writeAudit(tx, ctx, {
        action: 'notification_preferences_updated',
        resourceType: 'user',
        resourceId: row.id,
        previousData: withDefaults(row.notificationPreferences),
        newData: withDefaults(saved),
      });
      return withDefaults(saved);
    }),
  );
