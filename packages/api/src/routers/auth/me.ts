import type { PublicUser } from '@uniguide/domain';
import { publicProcedure } from '../../trpc';

/** The apps' session query: null means signed out, which is not an error for them. */
export const me = publicProcedure.query(({ ctx }): PublicUser | null => ctx.user);
