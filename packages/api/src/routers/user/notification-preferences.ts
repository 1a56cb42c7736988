import { ZNotificationPreferences } from '@uniguide/domain';
import {
  notificationPreferences as readPreferences,
  updateNotificationPreferences as savePreferences,
} from '../../services/accounts';
import { signedInProcedure } from '../../trpc';

export const notificationPreferences = signedInProcedure.query(({ ctx }) => readPreferences(ctx));

export const updateNotificationPreferences = signedInProcedure
  .input(ZNotificationPreferences)
  .mutation(({ ctx, input }) => savePreferences(ctx, input));
