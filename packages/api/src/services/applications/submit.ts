import { queries } from '@uniguide/db';
import { AppError, canAgentMove, statusLabel } from '@uniguide/domain';
import { writeAudit } from '../audit/audit';
import { requireAgentsOwnApplication, type SignedInContext } from '../../access';
import { assertSubmittable } from '../conversation/checklist';
import { adminAttentionOnSubmit, statusEffects } from './status-effects';
import { requireMaySubmit } from '../accounts/approval';
import { loadApplicationView, type ApplicationView } from './view';
import { readableApplication } from './readable';

/**
 * draft | incomplete → submitted. Already submitted answers the application unchanged, so the apply
 * flow may retry after a dropped connection without a second history row.
 */
export async function submitApplication(
  ctx: SignedInContext,
  id: number,
): Promise<ApplicationView> {
  await ctx.db.transaction().execute(async (tx) => {
    const row = await readableApplication(tx, ctx, id, true);
    requireAgentsOwnApplication(ctx, row);
    if (row.status === 'submitted') return;
    requireMaySubmit(ctx.user);
    if (!canAgentMove(row.status, 'submitted')) {
      throw new AppError(
        'CONFLICT',
        `This application is ${statusLabel(row.status).toLowerCase()} and can no longer be submitted`,
      );
    }
    await assertSubmittable(tx, row);
    const now = new Date();
    const updated = await queries.applications.updateApplicationRow(tx, id, {
      ...statusEffects(row, 'submitted', now),
      ...adminAttentionOnSubmit(row, now),
      lastActionBy: ctx.user.id,
    });
    await queries.applications.insertStatusHistory(tx, {
      applicationId: id,
      fromStatus: row.status,
      toStatus: 'submitted',
      changedBy: ctx.user.id,
    });
    await writeAudit(tx, ctx, {
      action: 'application_submitted',
      resourceType: 'application',
      resourceId: id,
      previousData: { status: row.status, submittedAt: row.submittedAt },
      newData: { status: updated.status, submittedAt: updated.submittedAt },
    });
  });
  return loadApplicationView(ctx.db, id, ctx.user, 'agent');
}
