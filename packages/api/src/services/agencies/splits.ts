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
import { writeAudit, type Executor } from '../audit';
import { requireOwner, type OwnerContext } from './owner';

function targetNotFound(): AppError {
  return new AppError('NOT_FOUND', AGENCY_MESSAGES.splitTargetNotFound);
}

/** The student or application, when it is the owner's agency's. */
async function splitTarget(
  ctx: OwnerContext,
  tx: Executor,
  input: { target: 'student' | 'application'; targetId: number },
): Promise<queries.SplitTarget> {
  const owner = ownerScope(ctx.user);
  const found =
    input.target === 'student'
      ? await queries.findStudentRow(tx, input.targetId, { owner, forUpdate: true })
      : await queries.findApplicationRow(tx, input.targetId, { owner, forUpdate: true });
  if (!found) throw targetNotFound();
  return input.target === 'student' ? { studentId: found.id } : { applicationId: found.id };
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
    const subAgency = await queries.findAgency(tx, input.subAgencyId);
    if (!subAgency || !subAgency.active)
      throw new AppError('NOT_FOUND', AGENCY_MESSAGES.subAgencyNotFound);
    const target = await splitTarget(ctx, tx, input);
    const before = await queries.findSplit(tx, target);
    const split = await queries.replaceSplit(tx, target, {
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
    const before = await queries.findSplit(tx, target);
    if (!before) throw targetNotFound();
    await queries.deleteSplit(tx, target);
    await writeAudit(tx, ctx, {
      action: 'commission_split_removed',
      resourceType: 'agency',
      resourceId: ctx.user.agencyId,
      previousData: { ...before },
    });
    return { removed: true };
  });
}

function withShares(rows: queries.SplitCommissionRow[]) {
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

/** The agencies an owner may pick as a sub-agent, by name (never their own, never an inactive one). */
export async function subAgencyChoices(context: SignedInContext, input: { search?: string }) {
  const ctx = requireOwner(context);
  return queries.listSubAgencyChoices(ctx.db, {
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
  const [passedOn, received, settings] = await Promise.all([
    queries.listSplitCommissions(ctx.db, ctx.user.agencyId, 'earner'),
    queries.listSplitCommissions(ctx.db, ctx.user.agencyId, 'sub'),
    queries.listSplitSettings(ctx.db, ctx.user.agencyId),
  ]);
  return { passedOn: withShares(passedOn), received: withShares(received), settings };
}
