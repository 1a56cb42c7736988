import { queries } from '@uniguide/db';
import {
  AGENCY_MESSAGES,
  AppError,
  listWindow,
  toPage,
  ZAgencyActiveInput,
  ZAgencyListInput,
} from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { adminProcedure, router } from '../../trpc';

export const adminAgencyRouter = router({
  /** Agencies with their members and roles, status, application counts and earnings. */
  list: adminProcedure.input(ZAgencyListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    return toPage(
      await queries.listAgenciesForAdmin(ctx.db, { search: input.search, ...window }),
      window,
    );
  }),

  /** Deactivating an agency ends every member's session at once and refuses their sign-ins. */
  setActive: adminProcedure.input(ZAgencyActiveInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (tx) => {
      const before = await queries.findAgency(tx, input.id);
      if (!before) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.agencyNotFound);
      const agency = await queries.setAgencyActive(tx, input.id, input.active);
      if (!agency) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.agencyNotFound);
      const endedSessions = input.active ? 0 : await queries.deleteAgencySessions(tx, agency.id);
      await writeAudit(tx, ctx, {
        action: input.active ? 'agency_reactivated' : 'agency_deactivated',
        resourceType: 'agency',
        resourceId: agency.id,
        previousData: { active: before.active },
        newData: { active: agency.active, endedSessions },
      });
      return {
        id: agency.id,
        name: agency.name,
        active: agency.active,
        endedSessions,
      };
    }),
  ),
});
