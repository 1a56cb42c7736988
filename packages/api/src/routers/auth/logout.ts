import { signOut } from '../../services/accounts';
import { publicProcedure } from '../../trpc';

/** Public on purpose: signing out twice, or with an expired cookie, still clears the cookie. */
export const logout = publicProcedure.mutation(({ ctx }) => signOut(ctx));
