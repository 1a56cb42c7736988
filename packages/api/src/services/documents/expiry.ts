import { queries, type DB, type Kysely } from '@uniguide/db';
import {
  isoDay,
  addDays,
  DOCUMENT_TYPE_LABELS,
  EXPIRY_NOTIFY_DAYS,
  EXPIRY_WARNING_DAYS,
  canExpire,
  documentExpiryWarning,
  intakeStartDate,
  type DocumentMeta,
  type ExpiringDocument,
  type ExpiryWarning,
  type Language,
  type Page,
  type SetDocumentExpiryInput,
  listWindow,
  toPage,
} from '@uniguide/domain';
import { listScope, mayAccessOwnedBy, type SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { documentNotFound, expiryNotAllowed } from './documents';
import { preferencesOf } from '../notifications/email';
import { documentExpiryTexts, writtenFor } from '../notifications/notification-texts';

export const EXPIRY_NOTIFICATION_TYPE = 'document_expiring';

export function studentPageLink(studentId: number): string {
  return `/dashboard/students/${studentId}`;
}

const SEVERITY: Record<ExpiryWarning['kind'], number> = {
  expired: 0,
  'before-intake': 1,
  soon: 2,
};

/** The most pressing warning of a dated document: expired, before an intake it is needed for, or soon. */
export function mostPressingWarning(
  candidate: queries.documents.ExpiryCandidate,
  now: Date,
): Pick<ExpiringDocument, 'warning' | 'application'> | null {
  const today = isoDay(now);
  const { expiresOn } = candidate.document;
  const options: Array<Pick<ExpiringDocument, 'warning' | 'application'>> = [];
  const general = documentExpiryWarning({ expiresOn, today });
  if (general) options.push({ warning: general, application: null });
  for (const application of candidate.applications) {
    const intakeStart = intakeStartDate(application.intakeDate, now);
    const warning = intakeStart ? documentExpiryWarning({ expiresOn, today, intakeStart }) : null;
    if (intakeStart && warning?.kind === 'before-intake') {
      options.push({
        warning,
        application: { id: application.id, intakeDate: application.intakeDate, intakeStart },
      });
    }
  }
  return options.reduce<Pick<ExpiringDocument, 'warning' | 'application'> | null>(
    (best, option) =>
      !best || SEVERITY[option.warning.kind] < SEVERITY[best.warning.kind] ? option : best,
    null,
  );
}

/**
 * The agent's documents needing attention (dashboard): expired, expiring within 90 days, or
 * expiring before the intake of an active application that holds them. Soonest expiry first.
 */
export async function listExpiringDocuments(
  ctx: SignedInContext,
  input: Parameters<typeof listWindow>[0],
  now = new Date(),
): Promise<Page<ExpiringDocument>> {
  const window = listWindow(input);
  const candidates = await queries.documents.listExpiryCandidates(
    ctx.db,
    listScope(ctx.user),
    addDays(isoDay(now), EXPIRY_WARNING_DAYS),
  );
  const items = candidates.flatMap((candidate): ExpiringDocument[] => {
    const pressing = mostPressingWarning(candidate, now);
    return pressing
      ? [{ document: candidate.document, student: candidate.student, ...pressing }]
      : [];
  });
  return toPage(
    { items: items.slice(window.offset, window.offset + window.limit), total: items.length },
    window,
  );
}

function notificationTitle(
  document: queries.documents.ClaimedExpiringDocument,
  today: string,
): string {
  const what = DOCUMENT_TYPE_LABELS[document.documentType];
  const student = `${document.studentFirstName} ${document.studentLastName}`;
  const verb = document.expiresOn < today ? 'expired' : 'expires';
  return `${what} of ${student} ${verb} on ${document.expiresOn}`;
}

/**
 * The expiry sweep: claims every document expiring within 30 days that was not notified yet (one
 * UPDATE … RETURNING, so concurrent sweeps on several servers never notify twice) and notifies the
 * owning agent once per document, in the same transaction; the notification owes an e-mail (sent by
 * the daily reminder job) when the agent's Application Updates e-mails are on.
 */
export async function notifyExpiringDocuments(
  db: Kysely<DB>,
  now = new Date(),
): Promise<{ notified: number }> {
  const today = isoDay(now);
  return db.transaction().execute(async (tx) => {
    const claimed = await queries.documents.claimExpiringDocuments(tx, {
      notifyBy: addDays(today, EXPIRY_NOTIFY_DAYS),
      now,
    });
    const owners = new Map<number, { emailed: boolean; language: Language | null }>();
    for (const document of claimed) {
      if (!owners.has(document.userId)) {
        const owner = await queries.users.findUserById(tx, document.userId);
        owners.set(document.userId, {
          emailed: Boolean(owner?.active && preferencesOf(owner).applicationUpdates),
          language: owner?.language ?? null,
        });
      }
      const { emailed, language } = owners.get(document.userId)!;
      const texts = writtenFor(
        language,
        {
          title: notificationTitle(document, today),
          body: `Upload the renewed document to the student's file and attach it to their open applications.`,
        },
        (other) =>
          documentExpiryTexts(
            other,
            {
              type: document.documentType,
              typeLabel: DOCUMENT_TYPE_LABELS[document.documentType],
              student: `${document.studentFirstName} ${document.studentLastName}`,
              expiresOn: document.expiresOn,
            },
            today,
          ),
      );
      await queries.notifications.insertNotification(tx, {
        userId: document.userId,
        type: EXPIRY_NOTIFICATION_TYPE,
        ...texts,
        link: studentPageLink(document.studentId),
        // E-mailed by the daily reminder (or the digest) when Application Updates e-mails are on.
        emailDue: emailed,
      });
    }
    return { notified: claimed.length };
  });
}

/** Sets or clears a passport's or English certificate's expiry; a new date re-arms the sweep. */
export async function setDocumentExpiry(
  ctx: SignedInContext,
  input: SetDocumentExpiryInput,
): Promise<DocumentMeta> {
  return ctx.db.transaction().execute(async (tx) => {
    const access = await queries.documents.findDocumentAccess(tx, input.id, { forUpdate: true });
    if (!access || access.category !== 'student' || !mayAccessOwnedBy(ctx.user, access.owner))
      throw documentNotFound();
    if (input.expiresOn !== null && !canExpire(access.document.documentType))
      throw expiryNotAllowed();
    const document = await queries.documents.setDocumentExpiry(tx, input.id, input.expiresOn);
    await writeAudit(tx, ctx, {
      action: 'document_expiry_set',
      resourceType: 'document',
      resourceId: input.id,
      previousData: { expiresOn: access.document.expiresOn },
      newData: { expiresOn: document.expiresOn },
    });
    return document;
  });
}
