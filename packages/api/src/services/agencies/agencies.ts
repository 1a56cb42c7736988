import { queries } from '@uniguide/db';
import {
  AGENCY_MESSAGES,
  AppError,
  listWindow,
  toPage,
  type ZAgencyActiveInput,
  type ZAgencyListInput,
} from '@uniguide/domain';
import type { z } from 'zod';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';

/** Agencies with their members and roles, status, application counts and earnings. */
export async function listAgenciesForAdmin(
  ctx: SignedInContext,
  input: z.infer<typeof ZAgencyListInput>,
) {
  const window = listWindow(input);
  return toPage(
    await queries.agencies.listAgenciesForAdmin(ctx.db, { search: input.search, ...window }),
    window,
  );
}

/** Deactivating an agency ends every member's session at once and refuses their sign-ins. */
export function setAgencyActive(ctx: SignedInContext, input: z.infer<typeof ZAgencyActiveInput>) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.agencies.findAgency(tx, input.id);
    if (!before) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.agencyNotFound);
    const agency = await queries.agencies.setAgencyActive(tx, input.id, input.active);
    if (!agency) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.agencyNotFound);
    const endedSessions = input.active
      ? 0
      : await queries.users.deleteAgencySessions(tx, agency.id);
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
  });
}
