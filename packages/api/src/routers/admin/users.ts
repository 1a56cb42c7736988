import { ZIdInput, ZSetUserActiveInput, ZSetUserRoleInput, ZUserListInput } from '@uniguide/domain';
import {
  listUsersForAdmin,
  setUserActive,
  setUserRole,
  userForAdmin,
} from '../../services/accounts';
import { adminProcedure, router } from '../../trpc';

export const adminUserRouter = router({
  list: adminProcedure
    .input(ZUserListInput)
    .query(({ ctx, input }) => listUsersForAdmin(ctx, input)),

  /** Profile, their newest applications and what they did (or had done to their account) lately. */
  byId: adminProcedure.input(ZIdInput).query(({ ctx, input }) => userForAdmin(ctx, input.id)),

  /** Deactivation signs the user out everywhere at once; admin accounts are never toggled. */
  setActive: adminProcedure
    .input(ZSetUserActiveInput)
    .mutation(({ ctx, input }) => setUserActive(ctx, input)),

  setRole: adminProcedure
    .input(ZSetUserRoleInput)
    .mutation(({ ctx, input }) => setUserRole(ctx, input)),
});
