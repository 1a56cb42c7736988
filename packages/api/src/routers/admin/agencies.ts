import { ZAgencyActiveInput, ZAgencyListInput } from '@uniguide/domain';
import { listAgenciesForAdmin, setAgencyActive } from '../../services/agencies';
import { adminProcedure, router } from '../../trpc';

export const adminAgencyRouter = router({
  /** Agencies with their members and roles, status, application counts and earnings. */
  list: adminProcedure
    .input(ZAgencyListInput)
    .query(({ ctx, input }) => listAgenciesForAdmin(ctx, input)),

  /** Deactivating an agency ends every member's session at once and refuses their sign-ins. */
  setActive: adminProcedure
    .input(ZAgencyActiveInput)
    .mutation(({ ctx, input }) => setAgencyActive(ctx, input)),
});
