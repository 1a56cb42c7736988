import { queries, type ApplicationRow } from '@uniguide/db';
import {
  COMMISSION_STATUS_LABELS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  formatAedFils,
  statusLabel,
  type ApplicationStatus,
  type Commission,
  listWindow,
  toPage,
  type ListWindow,
} from '@uniguide/domain';
import type { SignedInContext } from '../access';
import { writeAudit, type Executor } from './audit';

export const STATUS_CHANGE_NOTIFICATION_TITLE = 'Application status changed';

export function applicationEditLink(applicationId: number): string {
  return `/dashboard/applications/${applicationId}/edit`;
}

/**
 * Tells the owning agent that an admin moved their application, when their "Application Updates"
 * preference is on. Runs inside the status change's transaction. Answers whether it notified.
 */
export async function notifyStatusChange(
  executor: Executor,
  change: { application: ApplicationRow; toStatus: ApplicationStatus; actorId: number },
): Promise<boolean> {
  const { application, toStatus, actorId } = change;
  // Whoever made the change already knows about it.
  if (application.userId === actorId) return false;
  const owner = await queries.findUserById(executor, application.userId);
  if (!owner) return false;
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...owner.notificationPreferences };
  if (!preferences.applicationUpdates) return false;
  const programName = await queries.findProgramName(executor, application.programId);
  const student = `${application.studentFirstName} ${application.studentLastName}`;
  await queries.insertNotification(executor, {
    userId: owner.id,
    type: 'status_change',
    title: STATUS_CHANGE_NOTIFICATION_TITLE,
    body: `${student}'s application for ${programName ?? 'the program'} is now ${statusLabel(toStatus)}.`,
    link: applicationEditLink(application.id),
    applicationId: application.id,
  });
  return true;
}

export const COMMISSION_NOTIFICATION_TITLE = 'Commission updated';
export const EARNINGS_LINK = '/dashboard/earnings';

/**
 * Tells the earning agent that an admin moved or corrected their commission, when their "Commission
 * Updates" preference is on. Runs inside the change's transaction. Answers whether it notified.
 */
export async function notifyCommissionUpdate(
  executor: Executor,
  change: { commission: Commission; actorId: number },
): Promise<boolean> {
  const { commission, actorId } = change;
  if (commission.agentId === actorId) return false;
  const owner = await queries.findUserById(executor, commission.agentId);
  if (!owner) return false;
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...owner.notificationPreferences };
  if (!preferences.commissionUpdates) return false;
  const status = COMMISSION_STATUS_LABELS[commission.status];
  await queries.insertNotification(executor, {
    userId: owner.id,
    type: 'commission_update',
    title: COMMISSION_NOTIFICATION_TITLE,
    body: `Your commission for ${commission.studentName} (${commission.programName}) is ${status}: ${formatAedFils(commission.amountFils)}.`,
    link: EARNINGS_LINK,
    applicationId: commission.applicationId,
  });
  return true;
}

export async function listMyNotifications(
  ctx: SignedInContext,
  input: Parameters<typeof listWindow>[0],
) {
  const window: ListWindow = listWindow(input);
  return toPage(await queries.listNotifications(ctx.db, ctx.user.id, window), window);
}

export async function unreadNotificationCount(ctx: SignedInContext): Promise<{ count: number }> {
  return { count: await queries.countUnreadNotifications(ctx.db, ctx.user.id) };
}

/** Marks the listed notifications (or all) read; audited only when something changed. */
export async function markMyNotificationsRead(
  ctx: SignedInContext,
  ids: number[] | undefined,
): Promise<{ updated: number }> {
  return ctx.db.transaction().execute(async (tx) => {
    const changed = await queries.markNotificationsRead(tx, ctx.user.id, ids);
    if (changed.length > 0) {
      await writeAudit(tx, ctx, {
        action: 'notifications_read',
        resourceType: 'notification',
        resourceId: changed.length === 1 ? changed[0] : null,
        newData: { ids: changed },
      });
    }
    return { updated: changed.length };
  });
}
