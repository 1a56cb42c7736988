import { queries, type ApplicationRow } from '@uniguide/db';
import {
  COMMISSION_STATUS_LABELS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DOCUMENT_REJECTED_TITLE,
  DOCUMENT_TYPE_LABELS,
  DOCUMENTS_REQUESTED_TITLE,
  NEW_MESSAGE_TITLE,
  REQUESTS_RESOLVED_TITLE,
  UNIVERSITY_DOCUMENT_TITLE,
  type DocumentMeta,
  type DocumentRequest,
  formatAedFils,
  requestTitle,
  statusLabel,
  type ApplicationStatus,
  type Commission,
  listWindow,
  toPage,
  type ListWindow,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';
import { queueNotificationEmail } from './email';
import {
  applicationNewsTexts,
  commissionUpdateTexts,
  documentRejectedTexts,
  documentsRequestedTexts,
  requestsResolvedTexts,
  statusChangeTexts,
  studentNewsTexts,
  type StudentNews,
  writtenFor,
} from './notification-texts';

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
  const owner = await queries.users.findUserById(executor, application.userId);
  if (!owner) return false;
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...owner.notificationPreferences };
  if (!preferences.applicationUpdates) return false;
  const programName = await queries.applications.findProgramName(executor, application.programId);
  const student = `${application.studentFirstName} ${application.studentLastName}`;
  const texts = writtenFor(
    owner.language,
    {
      title: STATUS_CHANGE_NOTIFICATION_TITLE,
      body: `${student}'s application for ${programName ?? 'the program'} is now ${statusLabel(toStatus)}.`,
    },
    (language) =>
      statusChangeTexts(language, { student, programName: programName ?? null, status: toStatus }),
  );
  await queries.notifications.insertNotification(executor, {
    userId: owner.id,
    type: 'status_change',
    ...texts,
    link: applicationEditLink(application.id),
    applicationId: application.id,
    emailDue: true,
  });
  await queueNotificationEmail(executor, {
    userId: owner.id,
    applicationId: application.id,
    digest: preferences.emailDigest,
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
  const owner = await queries.users.findUserById(executor, commission.agentId);
  if (!owner) return false;
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...owner.notificationPreferences };
  if (!preferences.commissionUpdates) return false;
  const status = COMMISSION_STATUS_LABELS[commission.status];
  const texts = writtenFor(
    owner.language,
    {
      title: COMMISSION_NOTIFICATION_TITLE,
      body: `Your commission for ${commission.studentName} (${commission.programName}) is ${status}: ${formatAedFils(commission.amountFils)}.`,
    },
    (language) => commissionUpdateTexts(language, commission),
  );
  await queries.notifications.insertNotification(executor, {
    userId: owner.id,
    type: 'commission_update',
    ...texts,
    link: EARNINGS_LINK,
    applicationId: commission.applicationId,
    emailDue: true,
  });
  await queueNotificationEmail(executor, {
    userId: owner.id,
    applicationId: commission.applicationId,
    digest: preferences.emailDigest,
  });
  return true;
}

export async function listMyNotifications(
  ctx: SignedInContext,
  input: Parameters<typeof listWindow>[0],
) {
  const window: ListWindow = listWindow(input);
  return toPage(await queries.notifications.listNotifications(ctx.db, ctx.user.id, window), window);
}

export async function unreadNotificationCount(ctx: SignedInContext): Promise<{ count: number }> {
  return { count: await queries.notifications.countUnreadNotifications(ctx.db, ctx.user.id) };
}

/** Marks the listed notifications (or all) read; audited only when something changed. */
export async function markMyNotificationsRead(
  ctx: SignedInContext,
  ids: number[] | undefined,
): Promise<{ updated: number }> {
  return ctx.db.transaction().execute(async (tx) => {
    const changed = await queries.notifications.markNotificationsRead(tx, ctx.user.id, ids);
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

/** The agent's "Application Updates" preference decides whether they hear of it. */
async function agentWantsApplicationUpdates(executor: Executor, userId: number) {
  const owner = await queries.users.findUserById(executor, userId);
  if (!owner) return null;
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...owner.notificationPreferences };
  return preferences.applicationUpdates ? owner : null;
}

function studentOf(application: ApplicationRow): string {
  return `${application.studentFirstName} ${application.studentLastName}`;
}

/** Tells the owning agent an admin rejected one of their documents, with the reason. */
export async function notifyDocumentRejected(
  executor: Executor,
  change: {
    ownerId: number;
    actorId: number;
    document: DocumentMeta;
    applicationId: number | null;
  },
): Promise<boolean> {
  if (change.ownerId === change.actorId) return false;
  const owner = await agentWantsApplicationUpdates(executor, change.ownerId);
  if (!owner) return false;
  const { document } = change;
  const texts = writtenFor(
    owner.language,
    {
      title: DOCUMENT_REJECTED_TITLE,
      body: `${DOCUMENT_TYPE_LABELS[document.documentType]} "${document.originalFilename}" was rejected: ${document.reviewReason ?? ''}`,
    },
    (language) =>
      documentRejectedTexts(language, {
        type: document.documentType,
        fileName: document.originalFilename,
        reason: document.reviewReason ?? '',
      }),
  );
  await queries.notifications.insertNotification(executor, {
    userId: owner.id,
    type: 'document_rejected',
    ...texts,
    link: change.applicationId !== null ? applicationEditLink(change.applicationId) : null,
    applicationId: change.applicationId,
    documentId: document.id,
  });
  return true;
}

function requestItemLabel(request: DocumentRequest): string {
  return request.documentType
    ? DOCUMENT_TYPE_LABELS[request.documentType]
    : (request.description ?? 'Document');
}

/** Tells the owning agent which documents an admin asked for. */
export async function notifyDocumentsRequested(
  executor: Executor,
  change: { application: ApplicationRow; requests: DocumentRequest[]; actorId: number },
): Promise<boolean> {
  const { application, requests } = change;
  if (application.userId === change.actorId) return false;
  const owner = await agentWantsApplicationUpdates(executor, application.userId);
  if (!owner) return false;
  const texts = writtenFor(
    owner.language,
    {
      title: DOCUMENTS_REQUESTED_TITLE,
      body: `For ${studentOf(application)}'s application: ${requests.map(requestItemLabel).join(', ')}.`,
    },
    (language) =>
      documentsRequestedTexts(language, {
        student: studentOf(application),
        items: requests.map((request) =>
          request.documentType
            ? { type: request.documentType }
            : { description: request.description },
        ),
      }),
  );
  await queries.notifications.insertNotification(executor, {
    userId: owner.id,
    type: 'documents_requested',
    ...texts,
    link: applicationEditLink(application.id),
    applicationId: application.id,
  });
  return true;
}

export function adminApplicationLink(applicationId: number): string {
  return `/applications/${applicationId}`;
}

/** Tells the admins who asked that every request of the application is answered. */
export async function notifyRequestsResolved(
  executor: Executor,
  change: { application: ApplicationRow; requests: DocumentRequest[]; actorId: number | null },
): Promise<number> {
  const askers = [
    ...new Set(
      change.requests
        .filter((request) => request.status === 'resolved' && request.requestedBy !== null)
        .map((request) => request.requestedBy!),
    ),
  ].filter((id) => id !== change.actorId);
  let notified = 0;
  for (const adminId of askers) {
    const admin = await queries.users.findUserById(executor, adminId);
    if (!admin || admin.role !== 'admin' || !admin.active) continue;
    await queries.notifications.insertNotification(executor, {
      userId: admin.id,
      type: 'requests_resolved',
      ...writtenFor(
        admin.language,
        {
          title: REQUESTS_RESOLVED_TITLE,
          body: `Every document requested for ${studentOf(change.application)}'s application has been uploaded.`,
        },
        (language) => requestsResolvedTexts(language, studentOf(change.application)),
      ),
      link: adminApplicationLink(change.application.id),
      applicationId: change.application.id,
    });
    notified += 1;
  }
  return notified;
}

/** Tells the owning agent of a new message or a new document from the university. */
export async function notifyAgentOfApplicationNews(
  executor: Executor,
  change: {
    application: ApplicationRow;
    actorId: number;
    kind: 'message' | 'university_document';
    text: string;
    /** The university document it announces: downloading it reads the notification. */
    documentId?: number;
  },
): Promise<boolean> {
  const { application } = change;
  if (application.userId === change.actorId) return false;
  const owner = await agentWantsApplicationUpdates(executor, application.userId);
  if (!owner) return false;
  await queries.notifications.insertNotification(executor, {
    userId: owner.id,
    type: change.kind === 'message' ? 'new_message' : 'university_document',
    ...writtenFor(
      owner.language,
      {
        title: change.kind === 'message' ? NEW_MESSAGE_TITLE : UNIVERSITY_DOCUMENT_TITLE,
        body: `${studentOf(application)}'s application: ${change.text}`,
      },
      (language) =>
        applicationNewsTexts(language, {
          kind: change.kind,
          student: studentOf(application),
          text: change.text,
        }),
    ),
    link: applicationEditLink(application.id),
    applicationId: application.id,
    documentId: change.documentId ?? null,
  });
  return true;
}

export const STUDENT_UPLOAD_TITLE = 'The student uploaded a document';
export const STUDENT_PREFERRED_TITLE = 'The student chose programs';

/** The English of a student's news, as docs/product.md §5.10 has it. */
function studentNewsInEnglish(news: StudentNews): { title: string; body: string } {
  if (news.kind === 'preferred')
    return {
      title: STUDENT_PREFERRED_TITLE,
      body:
        news.programs.length === 0
          ? `${news.student} cleared their preferred programs.`
          : `${news.student} prefers: ${news.programs.join('; ')}.`,
    };
  const what = requestTitle(news.request);
  return {
    title: STUDENT_UPLOAD_TITLE,
    body: `${news.student} uploaded "${news.fileName}" for ${what}.`,
  };
}

/**
 * Tells the student's agent what the student did through their link (docs/product.md §5.10): an
 * upload, or the programs they prefer, in the agent's saved language (decision 079). The student
 * acts without an account, so there is no actor to leave out.
 */
export async function notifyAgentOfStudent(
  executor: Executor,
  news: StudentNews & {
    agentId: number;
    link: string;
    applicationId?: number | null;
    documentId?: number | null;
  },
): Promise<boolean> {
  const owner = await agentWantsApplicationUpdates(executor, news.agentId);
  if (!owner) return false;
  await queries.notifications.insertNotification(executor, {
    userId: owner.id,
    type: news.kind === 'upload' ? 'student_upload' : 'student_preferred',
    ...writtenFor(owner.language, studentNewsInEnglish(news), (language) =>
      studentNewsTexts(language, news),
    ),
    link: news.link,
    applicationId: news.applicationId ?? null,
    documentId: news.documentId ?? null,
  });
  return true;
}
