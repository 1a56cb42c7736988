import { queries } from '@uniguide/db';
import {
  ACCOUNT_MESSAGES,
  AppError,
  approvalHoursLeft,
  listWindow,
  submitBlockedReason,
  toPage,
  type DeclineAgentInput,
  type PublicUser,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { sendApprovalDecision } from './account-mail';

/**
 * Agents waiting for approval are refused a submission with 403 and the reason (docs/product.md §2);
 * drafts, students and documents stay open to them.
 */
export function requireMaySubmit(user: Pick<PublicUser, 'role' | 'approvalStatus'>): void {
  const reason = submitBlockedReason(user);
  if (reason) throw new AppError('FORBIDDEN', reason);
}

/** The approval queue: pending agents, oldest first, each with the hours left on their 48-hour clock. */
export async function listPendingAgents(
  ctx: SignedInContext,
  input: Parameters<typeof listWindow>[0],
) {
  const window = listWindow(input);
  const now = new Date();
  const page = await queries.accounts.listPendingAgents(ctx.db, window);
  return toPage(
    {
      items: page.items.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        hoursLeft: approvalHoursLeft(row.createdAt, now),
      })),
      total: page.total,
    },
    window,
  );
}

async function decide(
  ctx: SignedInContext,
  id: number,
  status: 'approved' | 'declined',
  reason: string | null,
): Promise<PublicUser> {
  return ctx.db.transaction().execute(async (tx) => {
    const target = await queries.accounts.findUserForUpdate(tx, id);
    if (!target || target.role !== 'agent')
      throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.agentNotFound);
    // A declined agent may still be approved later; an approved one is never sent back.
    if (target.approvalStatus === 'approved' || target.approvalStatus === status)
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.notPending);
    const updated = await queries.accounts.setApproval(tx, id, {
      status,
      decidedBy: ctx.user.id,
      reason,
    });
    await writeAudit(tx, ctx, {
      action: status === 'approved' ? 'agent_approved' : 'agent_declined',
      resourceType: 'user',
      resourceId: id,
      previousData: { approvalStatus: target.approvalStatus },
      newData: { approvalStatus: status, reason },
    });
    await sendApprovalDecision(tx, ctx, updated);
    return queries.users.toPublicUser(updated);
  });
}

export function approveAgent(ctx: SignedInContext, id: number): Promise<PublicUser> {
  return decide(ctx, id, 'approved', null);
}

export function declineAgent(ctx: SignedInContext, input: DeclineAgentInput): Promise<PublicUser> {
  return decide(ctx, input.id, 'declined', input.reason);
}
