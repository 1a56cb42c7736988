import { adminRouter } from './routers/admin';
import { applicationRouter } from './routers/application';
import { authRouter } from './routers/auth';
import { documentRouter } from './routers/document';
import { notificationRouter } from './routers/notification';
import { userRouter } from './routers/user';
import { router } from './trpc';

/**
 * The whole API. Each area registers one line here; keys are areas and verbs (`application.list`).
 */
export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  application: applicationRouter,
  document: documentRouter,
  notification: notificationRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
