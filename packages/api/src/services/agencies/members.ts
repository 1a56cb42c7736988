import { queries } from '@uniguide/db';
import { AGENCY_MESSAGES, AppError, type AgencyRole } from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { revokeUserSessions } from '../accounts/session';
import { memberNotFound, requireOwner, type OwnerContext } from './owner';

/** The signed-in agent's agency: its name, their role, the members, and (for owners) open invites. */
export async function myAgency(ctx: SignedInContext) {
  if (ctx.user.agencyId === null) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.agencyNotFound);
  const agency = await queries.agencies.findAgency(ctx.db, ctx.user.agencyId);
  if (!agency) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.agencyNotFound);
  const isOwner = ctx.user.agencyRole === 'owner';
  const [members, invites] = await Promise.all([
    queries.agencies.listAgencyMembers(ctx.db, agency.id),
    isOwner ? queries.agencies.listPendingInvites(ctx.db, agency.id) : Promise.resolve([]),
  ]);
  return {
    id: agency.id,
    name: agency.name,
    active: agency.active,
    myRole: ctx.user.agencyRole ?? 'counsellor',
    // Counsellors see who their colleagues are, not how much work each has.
    members: isOwner
      ? members
      : members.map((member) => ({ ...member, studentCount: null, applicationCount: null })),
    invites,
  };
}

/** Another member of the owner's agency, locked; never the owner themself. */
async function otherMember(ctx: OwnerContext, tx: SignedInContext['db'], userId: number) {
  const member = await queries.agencies.findAgencyMember(tx, ctx.user.agencyId, userId, {
    forUpdate: true,
  });
  if (!member) throw memberNotFound();
  if (member.id === ctx.user.id)
    throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.selfChange, [
      { path: 'userId', message: AGENCY_MESSAGES.selfChange },
    ]);
  return member;
}

/**
 * The founder's membership is theirs (docs/product.md §5.5): an owner who joined by invitation may
 * not make them a counsellor or deactivate them (403); an admin still can, from the console.
 */
async function refuseDemotingFounder(
  ctx: OwnerContext,
  tx: SignedInContext['db'],
  memberId: number,
): Promise<void> {
  if (await queries.agencies.isAgencyFounder(tx, ctx.user.agencyId, memberId))
    throw new AppError('FORBIDDEN', AGENCY_MESSAGES.founderProtected);
}

export async function setMemberRole(
  context: SignedInContext,
  input: { userId: number; agencyRole: AgencyRole },
) {
  const ctx = requireOwner(context);
  return ctx.db.transaction().execute(async (tx) => {
    const member = await otherMember(ctx, tx, input.userId);
    if (input.agencyRole !== 'owner') await refuseDemotingFounder(ctx, tx, member.id);
    const updated = await queries.agencies.setAgencyRole(tx, member.id, input.agencyRole);
    await writeAudit(tx, ctx, {
      action: 'agency_member_role_changed',
      resourceType: 'agency',
      resourceId: ctx.user.agencyId,
      previousData: { userId: member.id, agencyRole: member.agencyRole },
      newData: { userId: member.id, agencyRole: updated.agencyRole },
    });
    return queries.users.toPublicUser(updated);
  });
}

/** Deactivating a member ends their sessions at once; their work stays with the agency. */
export async function setMemberActive(
  context: SignedInContext,
  input: { userId: number; active: boolean },
) {
  const ctx = requireOwner(context);
  return ctx.db.transaction().execute(async (tx) => {
    const member = await otherMember(ctx, tx, input.userId);
    if (!input.active) await refuseDemotingFounder(ctx, tx, member.id);
    const updated = await queries.users.setUserActive(tx, member.id, input.active);
    if (!updated) throw memberNotFound();
    const revokedSessions = input.active ? 0 : await revokeUserSessions(tx, member.id);
    await writeAudit(tx, ctx, {
      action: input.active ? 'agency_member_reactivated' : 'agency_member_deactivated',
      resourceType: 'agency',
      resourceId: ctx.user.agencyId,
      previousData: { userId: member.id, active: member.active },
      newData: { userId: member.id, active: updated.active, revokedSessions },
    });
    return queries.users.toPublicUser(updated);
  });
}
