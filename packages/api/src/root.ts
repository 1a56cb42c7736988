import { router } from './trpc';

/**
 * The whole API. Each area registers one line here; keys are areas and verbs (`application.list`).
 */
export const appRouter = router({});

export type AppRouter = typeof appRouter;
