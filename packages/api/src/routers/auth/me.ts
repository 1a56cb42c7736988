import type { SessionUser } from '@uniguide/domain';
import { publicProcedure } from '../../trpc';

/**
 * The apps' session query: null means signed out, which is not an error for them. The saved language
 * rides along (decision 069), so an app can show its switch as the account has it.
 */
export const me = publicProcedure.query(
  ({ ctx }): SessionUser | null => ctx.user && { ...ctx.user, language: ctx.savedLanguage },
);
