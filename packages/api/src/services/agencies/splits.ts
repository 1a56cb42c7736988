import { queries } from '@uniguide/db';
import {
  AGENCY_MESSAGES,
  AppError,
  aedToFils,
  percentToBps,
  splitShareFils,
  SUB_AGENCY_CHOICES_LIMIT,
  type CommissionSplitInput,
  type ZRemoveSplitInput,
} from '@uniguide/domain';
import type { z } from 'zod';
import { ownerScope, type SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';
import { requireOwner, type OwnerContext } from './owner';

function targetNotFound(): AppError {
  return new AppError('NOT_FOUND', AGENCY_MESSAGES.splitTargetNotFound);
}

/** The student or application, when it is the owner's agency's. */
async function splitTarget(
  ctx: OwnerContext,
  tx: Executor,
  input: { target: 'student' | 'application'; targetId: number },
): Promise<queries.commissions.SplitTarget> {
  const owner = ownerScope(ctx.user);
  const found =
    input.target === 'student'
      ? await queries.students.findStudentRow(tx, input.targetId, { owner, forUpdate: true })
      : await queries.applications.findApplicationRow(tx, input.targetId, {
          owner,
          forUpdate: true,
        });
  if (!found) throw targetNotFound();
  return input.target === 'student' ? { studentId: found.id } : { applicationId: found.id };
}

/**
 * The sub-agent agency, when the owner may name it: one the agency already works with (a split
 * either way), or one whose owner's e-mail the owner gives with its number. Anything else answers
 * like a missing agency, so numbers reveal no names (docs/product.md §5.5).
 */
async function knownSubAgency(
  tx: Executor,
  ctx: OwnerContext,
  input: Pick<CommissionSplitInput, 'subAgencyId' | 'subAgencyOwnerEmail'>,
) {
  const partners = await queries.commissions.listPartnerAgencies(tx, ctx.user.agencyId);
  const partner = partners.find((agency) => agency.id === input.subAgencyId);
  if (partner) return partner;
  if (input.subAgencyOwnerEmail === undefined) return undefined;
  const agency = await queries.agencies.findAgency(tx, input.subAgencyId);
  if (!agency?.active) return undefined;
  const owned = await queries.agencies.isActiveOwnerOf(tx, agency.id, input.subAgencyOwnerEmail);
  return owned ? { id: agency.id, name: agency.name } : undefined;
}

/** Sets (or replaces) the sub-agent's share of a student's or an application's commission. */
export async function setCommissionSplit(context: SignedInContext, input: CommissionSplitInput) {
  const ctx = requireOwner(context);
  if (input.subAgencyId === ctx.user.agencyId)
    throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.subAgencySelf, [
      { path: 'subAgencyId', message: AGENCY_MESSAGES.subAgencySelf },
    ]);
  const percentBps = input.share.kind === 'percent' ? percentToBps(input.share.percent) : null;
  const amountFils = input.share.kind === 'fixed' ? aedToFils(input.share.amountAed) : null;
  return ctx.db.transaction().execute(async (tx) => {
    const subAgency = await knownSubAgency(tx, ctx, input);
    if (!subAgency) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.subAgencyNotFound);
    const target = await splitTarget(ctx, tx, input);
    const before = await queries.commissions.findSplit(tx, target);
    const split = await queries.commissions.replaceSplit(tx, target, {
      agencyId: ctx.user.agencyId,
      subAgencyId: subAgency.id,
      kind: input.share.kind,
      percentBps,
      amountFils,
      createdBy: ctx.user.id,
    });
    await writeAudit(tx, ctx, {
      action: 'commission_split_set',
      resourceType: 'agency',
      resourceId: ctx.user.agencyId,
      previousData: before ? { ...before } : null,
      newData: { ...split },
    });
    return { ...split, subAgencyName: subAgency.name };
  });
}

export async function removeCommissionSplit(
  context: SignedInContext,
  input: z.infer<typeof ZRemoveSplitInput>,
) {
  const ctx = requireOwner(context);
  return ctx.db.transaction().execute(async (tx) => {
    const target = await splitTarget(ctx, tx, input);
    const before = await queries.commissions.findSplit(tx, target);
    if (!before) throw targetNotFound();
    await queries.commissions.deleteSplit(tx, target);
    await writeAudit(tx, ctx, {
      action: 'commission_split_removed',
      resourceType: 'agency',
      resourceId: ctx.user.agencyId,
      previousData: { ...before },
    });
    return { removed: true };
  });
}

function withShares(rows: queries.commissions.SplitCommissionRow[]) {
  return rows.map((row) => {
    const shareFils = splitShareFils(row.amountFils, {
      kind: row.kind,
      percentBps: row.percentBps,
      amountFils: row.splitAmountFils,
    });
    return {
      ...row,
      shareFils,
      keptFils: row.amountFils === null || shareFils === null ? null : row.amountFils - shareFils,
    };
  });
}

/**
 * The agencies an owner may pick as a sub-agent by name: the active ones their agency already works
 * with. A new one is named by number and its owner's e-mail instead (docs/product.md §5.5).
 */
export async function subAgencyChoices(context: SignedInContext, input: { search?: string }) {
  const ctx = requireOwner(context);
  return queries.agencies.listSubAgencyChoices(ctx.db, {
    exceptAgencyId: ctx.user.agencyId,
    search: input.search,
    limit: SUB_AGENCY_CHOICES_LIMIT,
  });
}

/**
 * The split side of the earnings page, for owners (payouts are theirs): what the agency passes on
 * to sub-agents, what it receives as a sub-agent, and the splits it has set.
 */
export async function splitEarnings(context: SignedInContext) {
  const ctx = requireOwner(context);
  const [passedOn, received, settings, partners] = await Promise.all([
    queries.commissions.listSplitCommissions(ctx.db, ctx.user.agencyId, 'earner'),
    queries.commissions.listSplitCommissions(ctx.db, ctx.user.agencyId, 'sub'),
    queries.commissions.listSplitSettings(ctx.db, ctx.user.agencyId),
    queries.commissions.listPartnerAgencies(ctx.db, ctx.user.agencyId),
  ]);
  return { passedOn: withShares(passedOn), received: withShares(received), settings, partners };
}
