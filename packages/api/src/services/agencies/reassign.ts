import { queries } from '@uniguide/db';
import { AGENCY_MESSAGES, AppError } from '@uniguide/domain';
import { ownerScope, type SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';
import { studentNotFound } from '../students/profile';
import { memberNotFound, requireOwner, type OwnerContext } from './owner';

/** The member taking over: active, of the owner's agency. */
async function receiver(ctx: OwnerContext, tx: Executor, userId: number) {
  const member = await queries.agencies.findAgencyMember(tx, ctx.user.agencyId, userId, {
    forUpdate: true,
  });
  if (!member || !member.active)
    throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.reassignTarget, [
      { path: 'toUserId', message: AGENCY_MESSAGES.reassignTarget },
    ]);
  return member;
}

/** A student is one per counsellor and e-mail: a clash must be resolved before the move. */
async function refuseClashes(
  tx: Executor,
  toUserId: number,
  filter: { fromUserId: number } | { studentId: number },
) {
  const clashes = await queries.agencies.clashingStudentEmails(tx, toUserId, filter);
  if (clashes.length === 0) return;
  const message = `The new counsellor already has a student with the e-mail ${clashes.join(', ')}`;
  throw new AppError('CONFLICT', message, [{ path: 'toUserId', message }]);
}

/**
 * Hands all of a member's students (with their applications, documents and commissions) to another
 * member, in one transaction with one audit row: what a leaving counsellor's work needs.
 */
export async function reassignMemberWork(
  context: SignedInContext,
  input: { fromUserId: number; toUserId: number },
) {
  const ctx = requireOwner(context);
  if (input.fromUserId === input.toUserId)
    throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.reassignSame, [
      { path: 'toUserId', message: AGENCY_MESSAGES.reassignSame },
    ]);
  return ctx.db.transaction().execute(async (tx) => {
    const from = await queries.agencies.findAgencyMember(tx, ctx.user.agencyId, input.fromUserId, {
      forUpdate: true,
    });
    if (!from) throw memberNotFound();
    const to = await receiver(ctx, tx, input.toUserId);
    await refuseClashes(tx, to.id, { fromUserId: from.id });
    const moved = await queries.agencies.moveStudents(tx, to.id, { fromUserId: from.id });
    await writeAudit(tx, ctx, {
      action: 'agency_work_reassigned',
      resourceType: 'agency',
      resourceId: ctx.user.agencyId,
      previousData: { userId: from.id },
      newData: { userId: to.id, ...moved },
    });
    return moved;
  });
}

/** Assigns one student (and everything of theirs) to a member, e.g. to cover a colleague's leave. */
export async function assignStudent(
  context: SignedInContext,
  input: { studentId: number; toUserId: number },
) {
  const ctx = requireOwner(context);
  return ctx.db.transaction().execute(async (tx) => {
    const student = await queries.students.findStudentRow(tx, input.studentId, {
      owner: ownerScope(ctx.user),
      forUpdate: true,
    });
    if (!student) throw studentNotFound();
    const to = await receiver(ctx, tx, input.toUserId);
    if (student.userId === to.id)
      return { students: 0, applications: 0, documents: 0, commissions: 0 };
    await refuseClashes(tx, to.id, { studentId: student.id });
    const moved = await queries.agencies.moveStudents(tx, to.id, { studentId: student.id });
    await writeAudit(tx, ctx, {
      action: 'student_assigned',
      resourceType: 'student',
      resourceId: student.id,
      previousData: { userId: student.userId },
      newData: { userId: to.id, ...moved },
    });
    return moved;
  });
}
