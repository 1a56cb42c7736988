import { z } from 'zod';
import { ZListWindow } from '../../services/applications/list-window';
import {
  listMyNotifications,
  markMyNotificationsRead,
  unreadNotificationCount,
} from '../../services/notifications';
import { agentProcedure, router } from '../../trpc';

export const notificationRouter = router({
  list: agentProcedure
    .input(ZListWindow)
    .query(({ ctx, input }) => listMyNotifications(ctx, input)),

  unreadCount: agentProcedure.query(({ ctx }) => unreadNotificationCount(ctx)),

  /** The listed notifications, or all of the user's when `ids` is absent. */
  markRead: agentProcedure
    .input(
      z.object({ ids: z.array(z.coerce.number().int().positive()).max(500).optional() }).optional(),
    )
    .mutation(({ ctx, input }) => markMyNotificationsRead(ctx, input?.ids)),
});
