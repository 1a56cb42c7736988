import { ZListWindow, ZMarkNotificationsReadInput } from '@uniguide/domain';
import {
  listMyNotifications,
  markMyNotificationsRead,
  unreadNotificationCount,
} from '../../services/notifications';
import { signedInProcedure, router } from '../../trpc';

export const notificationRouter = router({
  list: signedInProcedure
    .input(ZListWindow)
    .query(({ ctx, input }) => listMyNotifications(ctx, input)),

  unreadCount: signedInProcedure.query(({ ctx }) => unreadNotificationCount(ctx)),

  /** The listed notifications, or all of the user's when `ids` is absent. */
  markRead: signedInProcedure
    .input(ZMarkNotificationsReadInput)
    .mutation(({ ctx, input }) => markMyNotificationsRead(ctx, input?.ids)),
});
