import { ZListWindow, ZMarkNotificationsReadInput, ZUnsubscribeInput } from '@uniguide/domain';
import { unsubscribe } from '../../services/notifications';
import {
  listMyNotifications,
  markMyNotificationsRead,
  unreadNotificationCount,
} from '../../services/notifications';
import { publicProcedure, signedInProcedure, router } from '../../trpc';

export const notificationRouter = router({
  list: signedInProcedure
    .input(ZListWindow)
    .query(({ ctx, input }) => listMyNotifications(ctx, input)),

  unreadCount: signedInProcedure.query(({ ctx }) => unreadNotificationCount(ctx)),

  /** The listed notifications, or all of the user's when `ids` is absent. */
  markRead: signedInProcedure
    .input(ZMarkNotificationsReadInput)
    .mutation(({ ctx, input }) => markMyNotificationsRead(ctx, input?.ids)),

  /** The e-mails' one-click unsubscribe: no sign-in, the signed token is the permission. */
  unsubscribe: publicProcedure
    .input(ZUnsubscribeInput)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.token)),
});
