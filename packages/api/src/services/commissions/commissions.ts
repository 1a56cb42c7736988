import { queries, type ApplicationRow, type CommissionRow } from '@uniguide/db';
import {
  AppError,
  COMMISSION_STATUS_LABELS,
  canMoveCommission,
  commissionAmountFils,
  expectedPayoutOn,
  type ApplicationStatus,
  type Commission,
  type MoveCommissionInput,
  type SetCommissionAmountInput,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit, type AuditActor, type Executor } from '../audit/audit';
import { notifyCommissionUpdate } from '../notifications/notifications';

export const COMMISSION_NOT_FOUND = 'Commission not found';
export const SAME_COMMISSION_STATUS_MESSAGE = 'The new status must differ from the current one';
export const REVERSED_COMMISSION_MESSAGE =
  'This commission was reversed because its application is no longer completed';
export const AMOUNT_LOCKED_MESSAGE =
  "Only a pending or invoiced commission's amount can be corrected";

const notFound = () => new AppError('NOT_FOUND', COMMISSION_NOT_FOUND);

/** What the audit trail keeps of a commission. */
function auditValues(row: CommissionRow) {
  return {
    applicationId: row.applicationId,
    status: row.status,
    tuitionFils: row.tuitionFils,
    rateBps: row.rateBps,
    amountFils: row.amountFils,
    expectedPayoutOn: row.expectedPayoutOn,
    invoicedAt: row.invoicedAt,
    paidAt: row.paidAt,
    reversedAt: row.reversedAt,
  };
}

/**
 * Completion earns the agent a commission: tuition (AED, per year) × the program's rate, else its
 * university's, due the university's payout lag after today. One row per application, ever (upsert
 * on the unique application_id); a live row is never repriced.
 */
async function earnCommission(
  tx: Executor,
  actor: AuditActor,
  application: ApplicationRow,
  now: Date,
): Promise<void> {
  const terms = await queries.commissions.findProgramCommissionTerms(tx, application.programId);
  if (!terms) return;
  const before = await queries.commissions.findCommissionByApplication(tx, application.id);
  const result = await queries.commissions.upsertCompletedCommission(tx, {
    applicationId: application.id,
    userId: application.userId,
    universityId: terms.universityId,
    programId: terms.programId,
    tuitionFils: terms.tuitionAed === null ? null : terms.tuitionAed * 100,
    rateBps: terms.rateBps,
    amountFils: commissionAmountFils(terms.tuitionAed, terms.rateBps),
    earnedAt: now,
    expectedPayoutOn: expectedPayoutOn(now, terms.payoutLagDays),
  });
  if (!result) return;
  await writeAudit(tx, actor, {
    action: 'commission_created',
    resourceType: 'commission',
    resourceId: result.row.id,
    // A completion after a reversal brings the same row back: the audit shows what it was.
    previousData: result.inserted || !before ? null : auditValues(before),
    newData: auditValues(result.row),
  });
}

async function reverseCommission(
  tx: Executor,
  actor: AuditActor,
  application: ApplicationRow,
  now: Date,
): Promise<void> {
  const before = await queries.commissions.findCommissionByApplication(tx, application.id);
  if (!before || before.status === 'reversed') return;
  const row = await queries.commissions.reverseCommission(tx, application.id, now);
  if (!row) return;
  await writeAudit(tx, actor, {
    action: 'commission_reversed',
    resourceType: 'commission',
    resourceId: row.id,
    previousData: auditValues(before),
    newData: auditValues(row),
  });
}

/**
 * Keeps the commission in step with an admin's status change, inside its transaction and after its
 * row lock: to `completed` earns (or reactivates) it, leaving `completed` reverses it.
 */
export async function syncCommission(
  tx: Executor,
  actor: AuditActor,
  change: {
    application: ApplicationRow;
    fromStatus: ApplicationStatus;
    toStatus: ApplicationStatus;
    now: Date;
  },
): Promise<void> {
  if (change.toStatus === 'completed') {
    await earnCommission(tx, actor, change.application, change.now);
  } else if (change.fromStatus === 'completed') {
    await reverseCommission(tx, actor, change.application, change.now);
  }
}

function moveRefusal(from: CommissionRow['status'], to: CommissionRow['status']): AppError {
  const message =
    from === to
      ? SAME_COMMISSION_STATUS_MESSAGE
      : from === 'reversed'
        ? REVERSED_COMMISSION_MESSAGE
        : `A commission cannot move from ${COMMISSION_STATUS_LABELS[from]} to ${COMMISSION_STATUS_LABELS[to]}`;
  return new AppError('BAD_REQUEST', message, [{ path: 'status', message }]);
}

async function loadCommission(db: Executor, id: number): Promise<Commission> {
  const commission = await queries.commissions.findCommission(db, id);
  if (!commission) throw notFound();
  return commission;
}

/**
 * An admin's move (pending → invoiced → paid, and the undo moves). The row lock queues two admins
 * moving the same commission, so each starts from the status the other left; audit and the agent's
 * notification commit with the move or not at all.
 */
export async function moveCommission(
  ctx: SignedInContext,
  input: MoveCommissionInput,
): Promise<Commission> {
  return ctx.db.transaction().execute(async (tx) => {
    const row = await queries.commissions.findCommissionRow(tx, input.id, { forUpdate: true });
    if (!row) throw notFound();
    if (!canMoveCommission(row.status, input.status)) throw moveRefusal(row.status, input.status);
    const updated = await queries.commissions.updateCommissionStatus(
      tx,
      row,
      input.status,
      new Date(),
    );
    await writeAudit(tx, ctx, {
      action: 'commission_status_changed',
      resourceType: 'commission',
      resourceId: row.id,
      previousData: auditValues(row),
      newData: auditValues(updated),
    });
    const commission = await loadCommission(tx, row.id);
    await notifyCommissionUpdate(tx, { commission, actorId: ctx.user.id });
    return commission;
  });
}

/** An admin sets the amount by hand (the program had no tuition, or the university paid otherwise). */
export async function setCommissionAmount(
  ctx: SignedInContext,
  input: SetCommissionAmountInput,
): Promise<Commission> {
  return ctx.db.transaction().execute(async (tx) => {
    const row = await queries.commissions.findCommissionRow(tx, input.id, { forUpdate: true });
    if (!row) throw notFound();
    if (row.status !== 'pending' && row.status !== 'invoiced') {
      throw new AppError('BAD_REQUEST', AMOUNT_LOCKED_MESSAGE, [
        { path: 'amountAed', message: AMOUNT_LOCKED_MESSAGE },
      ]);
    }
    const updated = await queries.commissions.updateCommissionAmount(
      tx,
      row.id,
      input.amountAed,
      new Date(),
    );
    await writeAudit(tx, ctx, {
      action: 'commission_amount_corrected',
      resourceType: 'commission',
      resourceId: row.id,
      previousData: { amountFils: row.amountFils },
      newData: { amountFils: updated.amountFils },
    });
    const commission = await loadCommission(tx, row.id);
    await notifyCommissionUpdate(tx, { commission, actorId: ctx.user.id });
    return commission;
  });
}
