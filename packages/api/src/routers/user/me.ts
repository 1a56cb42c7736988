import type { PublicUser } from '@uniguide/domain';
import { agentProcedure } from '../../trpc';

/** The signed-in user, or 401 when signed out (REST GET /api/user, where 401 means signed out). */
export const me = agentProcedure.query(({ ctx }): PublicUser => ctx.user);
