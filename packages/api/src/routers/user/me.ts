import type { PublicUser } from '@uniguide/domain';
import { signedInProcedure } from '../../trpc';

/** The signed-in user, or 401 when signed out (REST GET /api/user, where 401 means signed out). */
export const me = signedInProcedure.query(({ ctx }): PublicUser => ctx.user);
