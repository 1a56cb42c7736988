import { queries } from '@uniguide/db';
import {
  AppError,
  canAgentEdit,
  canAgentMove,
  statusLabel,
  type UpdateApplicationRequest,
} from '@uniguide/domain';
import { writeAudit } from '../audit/audit';
import { requireAgentsOwnApplication, type SignedInContext } from '../../access';
import {
  changedFields,
  pickValues,
  withStoredNationality,
  type ApplicationFieldKey,
} from './fields';
import { guardStudentEmail } from '../students/profile';
import { assertSubmittable } from '../conversation/checklist';
import { adminAttentionOnSubmit, statusEffects } from './status-effects';
import { requireMaySubmit } from '../accounts/approval';
import { syncApplicationStudent } from './student-link';
import { loadApplicationView, type ApplicationView } from './view';
import { readableApplication } from './readable';

export const EDIT_LOCKED_MESSAGE = 'This application can no longer be edited';
export const STALE_UPDATE_MESSAGE =
  'This application was changed by someone else. Reload to see the latest version.';

/**
 * Agent edit: fields only while the status allows editing, status only along the agent's moves, and
 * a stale form (someone changed the application since it was loaded) is refused rather than
 * silently overwriting their change.
 */
export async function updateApplication(
  ctx: SignedInContext,
  input: UpdateApplicationRequest,
): Promise<ApplicationView> {
  await guardStudentEmail(() =>
    ctx.db.transaction().execute(async (tx) => {
      const row = await readableApplication(tx, ctx, input.id, true);
      requireAgentsOwnApplication(ctx, row);
      if (
        input.expectedUpdatedAt &&
        Date.parse(input.expectedUpdatedAt) !== row.updatedAt.getTime()
      ) {
        throw new AppError('CONFLICT', STALE_UPDATE_MESSAGE);
      }
      const changes = changedFields(row, withStoredNationality(input, row));
      const changedKeys = Object.keys(changes) as ApplicationFieldKey[];
      const nextStatus = input.status ?? row.status;
      const statusChanges = nextStatus !== row.status;
      if (changedKeys.length > 0 && !canAgentEdit(row.status)) {
        throw new AppError('CONFLICT', EDIT_LOCKED_MESSAGE);
      }
      if (statusChanges && !canAgentMove(row.status, nextStatus)) {
        const message = `The status cannot be changed from ${statusLabel(row.status)} to ${statusLabel(nextStatus)}`;
        throw new AppError('BAD_REQUEST', message, [{ path: 'status', message }]);
      }
      if (statusChanges && nextStatus === 'submitted') requireMaySubmit(ctx.user);
      if (changedKeys.length === 0 && !statusChanges) return;

      if (statusChanges && nextStatus === 'submitted') await assertSubmittable(tx, row);
      const now = new Date();
      const studentId = await syncApplicationStudent(tx, ctx, row, changes);
      const updated = await queries.applications.updateApplicationRow(tx, row.id, {
        ...changes,
        ...(studentId !== row.studentId ? { studentId } : {}),
        ...(statusChanges ? statusEffects(row, nextStatus, now) : {}),
        ...(statusChanges && nextStatus === 'submitted' ? adminAttentionOnSubmit(row, now) : {}),
        // A withdrawn application no longer waits for an admin.
        ...(statusChanges && nextStatus === 'draft'
          ? { adminAttentionSince: null, adminAttentionReason: null }
          : {}),
        lastActionBy: ctx.user.id,
        updatedAt: now,
      });
      if (statusChanges) {
        await queries.applications.insertStatusHistory(tx, {
          applicationId: row.id,
          fromStatus: row.status,
          toStatus: nextStatus,
          changedBy: ctx.user.id,
        });
      }
      const auditKeys = [
        ...changedKeys,
        ...(studentId !== row.studentId ? (['studentId'] as const) : []),
        ...(statusChanges ? (['status', 'submittedAt'] as const) : []),
      ];
      await writeAudit(tx, ctx, {
        action: 'application_updated',
        resourceType: 'application',
        resourceId: row.id,
        previousData: pickValues(row, auditKeys),
        newData: pickValues(updated, auditKeys),
      });
    }),
  );
  return loadApplicationView(ctx.db, input.id, ctx.user, 'agent');
}
