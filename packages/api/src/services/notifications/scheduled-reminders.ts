import { queries, type DB, type Kysely } from '@uniguide/db';
import { APPROVAL_CLOCK_HOURS, displayName } from '@uniguide/domain';
import type { ApiConfig } from '../../context';
import { writeAudit, type AuditActor } from '../audit/audit';
import { EXPIRY_NOTIFICATION_TYPE } from '../documents/expiry';
import { enqueueEmail } from '../mail';
import { sendNotificationEmail } from './email';

const HOUR_MS = 3_600_000;

/** Scheduled jobs act as nobody; their audit rows say which job wrote them. */
function jobActor(job: string): AuditActor {
  return { user: null, meta: { ip: null, userAgent: `job:${job}` } };
}

/**
 * The daily expiry reminder (docs/decisions/022-job-queue.md): every agent whose expiry
 * notifications still owe an e-mail (written by the expiry sweep while their Application Updates
 * e-mails were on) gets one e-mail listing them. Agents on the daily digest keep them for the digest.
 * Answers how many e-mails were written.
 */
export async function sendExpiryReminders(
  db: Kysely<DB>,
  config: Pick<ApiConfig, 'publicAgentUrl'>,
): Promise<number> {
  let sent = 0;
  for (const userId of await queries.notifications.listUsersWithDueNotifications(
    db,
    EXPIRY_NOTIFICATION_TYPE,
  )) {
    if ((await sendNotificationEmail(db, config, { userId, applicationId: null })) !== null)
      sent += 1;
  }
  return sent;
}

/**
 * The approval-clock check (docs/decisions/027-accounts.md): pending agents who signed up more than
 * 48 hours ago and were not reported yet are e-mailed to every active admin, in one e-mail each,
 * and each report is audited (`approval_overdue_reported`), which also keeps it to one per agent.
 * Answers how many agents were reported.
 */
export async function reportOverdueApprovals(
  db: Kysely<DB>,
  config: Pick<ApiConfig, 'publicAdminUrl'>,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const agents = await queries.accounts.claimOverdueApprovals(
      tx,
      new Date(now.getTime() - APPROVAL_CLOCK_HOURS * HOUR_MS),
    );
    if (agents.length === 0) return 0;
    const admins = await queries.accounts.listActiveAdmins(tx);
    // With nobody to tell, nothing is marked reported: the next run tries again.
    if (admins.length === 0) return 0;
    const listed = agents.map((agent) => ({
      id: agent.id,
      name: displayName(agent),
      email: agent.username,
      hoursWaiting: Math.floor((now.getTime() - agent.createdAt.getTime()) / HOUR_MS),
    }));
    for (const admin of admins) {
      await enqueueEmail(tx, {
        to: admin.username,
        template: 'approval_overdue',
        props: {
          firstName: admin.firstName,
          agents: listed.map(({ id: _id, ...agent }) => agent),
          approvalsUrl: `${config.publicAdminUrl}/approvals`,
        },
        kind: 'approval_overdue',
        userId: admin.id,
      });
    }
    for (const agent of listed) {
      await writeAudit(tx, jobActor('approval-clock-check'), {
        action: queries.accounts.APPROVAL_OVERDUE_REPORTED,
        resourceType: 'user',
        resourceId: agent.id,
        newData: { hoursWaiting: agent.hoursWaiting, adminsEmailed: admins.length },
      });
    }
    return agents.length;
  });
}
