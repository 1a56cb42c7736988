import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { queries, type DB, type Kysely, type UserRow } from '@uniguide/db';
import {
  AppError,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_LABELS,
  type NotificationPreferences,
} from '@uniguide/domain';
import { formatUtcLongDay } from '@uniguide/domain/format-date';
import type { NotificationItem, UnsubscribeLink } from '@uniguide/emails';
import type { ApiConfig } from '../../context';
import { writeAudit, type AuditActor, type Executor } from '../audit/audit';

type AuditActorContext = AuditActor & { db: Kysely<DB> };
import { JOBS, sendJob } from '../jobs/queue';
import { enqueueEmail } from '../mail';

/** The notification kinds that leave the browser, with the preference that governs each. */
export const EMAIL_KINDS = {
  application_updates: 'applicationUpdates',
  commission_updates: 'commissionUpdates',
  marketing_materials: 'marketingMaterials',
} as const satisfies Record<string, keyof NotificationPreferences>;

export type EmailKind = keyof typeof EMAIL_KINDS;

const KIND_OF_TYPE: Record<string, EmailKind> = {
  status_change: 'application_updates',
  commission_update: 'commission_updates',
  // Expiry warnings wait for the daily reminder job rather than a job of their own.
  document_expiring: 'application_updates',
  marketing_material: 'marketing_materials',
  // The journey's reminders (services/journey/reminders.ts) are application updates too.
  journey_reminder: 'application_updates',
};

/** At most one e-mail per agent and application in this long (later updates are batched). */
export const NOTIFICATION_EMAIL_INTERVAL_MS = 10 * 60 * 1000;

export function preferencesOf(
  user: Pick<UserRow, 'notificationPreferences'>,
): NotificationPreferences {
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...user.notificationPreferences };
}

/**
 * Called in the transaction that wrote an e-mailable notification: unless the agent takes the daily
 * digest, enqueues the e-mail job of that application, no earlier than ten minutes after the last
 * e-mail about it. The queue keeps one waiting job per agent and application, which the later
 * notifications join.
 */
export async function queueNotificationEmail(
  tx: Executor,
  target: { userId: number; applicationId: number | null; digest: boolean },
  now = new Date(),
): Promise<void> {
  if (target.digest) return;
  const last = await queries.notifications.lastNotificationEmailAt(
    tx,
    target.userId,
    target.applicationId,
  );
  const earliest = last ? last.getTime() + NOTIFICATION_EMAIL_INTERVAL_MS : 0;
  await sendJob(
    tx,
    JOBS.notificationEmail,
    { userId: target.userId, applicationId: target.applicationId },
    {
      singletonKey: `${target.userId}:${target.applicationId ?? 'none'}`,
      ...(earliest > now.getTime() ? { startAfter: new Date(earliest) } : {}),
    },
  );
}

// --- signed one-click unsubscribe links --------------------------------------------------------

const SIGNING_KEY_NAME = 'unsubscribe';
let cachedKey: { db: Executor; secret: string } | undefined;

async function unsubscribeSecret(db: Executor): Promise<string> {
  // The key never changes once made; remembered per database handle.
  if (cachedKey?.db === db) return cachedKey.secret;
  const secret = await queries.accounts.ensureSigningKey(
    db,
    SIGNING_KEY_NAME,
    randomBytes(32).toString('hex'),
  );
  if (!db.isTransaction) cachedKey = { db, secret };
  return secret;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A token naming the user and the kinds to stop, signed so that nobody can forge another user's. */
export async function unsubscribeToken(
  db: Executor,
  userId: number,
  kinds: EmailKind[],
): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ u: userId, k: kinds })).toString('base64url');
  return `${payload}.${sign(await unsubscribeSecret(db), payload)}`;
}

export const INVALID_UNSUBSCRIBE_MESSAGE = 'This unsubscribe link is not valid.';

/** The user and kinds of a genuine token; an AppError for anything else. */
export async function readUnsubscribeToken(
  db: Executor,
  token: string,
): Promise<{ userId: number; kinds: EmailKind[] }> {
  const invalid = () => new AppError('BAD_REQUEST', INVALID_UNSUBSCRIBE_MESSAGE);
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid();
  const expected = Buffer.from(sign(await unsubscribeSecret(db), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const value = parsed as { u?: unknown; k?: unknown };
  if (
    typeof value.u !== 'number' ||
    !Number.isSafeInteger(value.u) ||
    !Array.isArray(value.k) ||
    value.k.length === 0 ||
    !value.k.every((kind) => typeof kind === 'string' && Object.hasOwn(EMAIL_KINDS, kind))
  ) {
    throw invalid();
  }
  return { userId: value.u, kinds: value.k as EmailKind[] };
}

export function unsubscribeUrl(config: Pick<ApiConfig, 'publicAgentUrl'>, token: string): string {
  return `${config.publicAgentUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The one-click address of RFC 8058: a POST to it unsubscribes, with no sign-in. */
export function oneClickUnsubscribeUrl(
  config: Pick<ApiConfig, 'publicAgentUrl'>,
  token: string,
): string {
  return `${config.publicAgentUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

async function unsubscribeParts(
  db: Executor,
  config: Pick<ApiConfig, 'publicAgentUrl'>,
  userId: number,
  kinds: EmailKind[],
): Promise<{ links: UnsubscribeLink[]; headers: Record<string, string> }> {
  const links: UnsubscribeLink[] = [];
  for (const kind of kinds) {
    links.push({
      label: `${NOTIFICATION_PREFERENCE_LABELS[EMAIL_KINDS[kind]]} e-mails`,
      preference: EMAIL_KINDS[kind],
      url: unsubscribeUrl(config, await unsubscribeToken(db, userId, [kind])),
    });
  }
  const all = await unsubscribeToken(db, userId, kinds);
  return {
    links,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(config, all)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

// --- the e-mails ---------------------------------------------------------------------------------

function itemsFor(
  config: Pick<ApiConfig, 'publicAgentUrl'>,
  rows: queries.notifications.DueNotification[],
): NotificationItem[] {
  return rows.map((row) => ({
    title: row.title,
    body: row.body,
    url: `${config.publicAgentUrl}${row.link ?? '/dashboard'}`,
  }));
}

function wantedKinds(
  rows: queries.notifications.DueNotification[],
  preferences: NotificationPreferences,
) {
  const wanted = rows.filter((row) => {
    const kind = KIND_OF_TYPE[row.type];
    return kind !== undefined && preferences[EMAIL_KINDS[kind]];
  });
  const kinds = [...new Set(wanted.map((row) => KIND_OF_TYPE[row.type]!))];
  return { wanted, kinds };
}

/**
 * The notification-email job: takes the agent's notifications of one application that still owe an
 * e-mail and sends them as one e-mail, in one transaction. Nothing is sent for kinds the agent has
 * unsubscribed from since; an agent on the daily digest keeps them for the digest.
 */
export async function sendNotificationEmail(
  db: Kysely<DB>,
  config: Pick<ApiConfig, 'publicAgentUrl'>,
  target: { userId: number; applicationId: number | null },
): Promise<number | null> {
  return db.transaction().execute(async (tx) => {
    const user = await queries.users.findUserById(tx, target.userId);
    if (!user) return null;
    const preferences = preferencesOf(user);
    if (preferences.emailDigest) return null;
    const rows = await queries.notifications.takeDueNotifications(
      tx,
      user.id,
      target.applicationId,
    );
    const { wanted, kinds } = wantedKinds(rows, preferences);
    if (!user.active || wanted.length === 0) return null;
    const unsubscribe = await unsubscribeParts(tx, config, user.id, kinds);
    return enqueueEmail(tx, {
      to: user.username,
      template: 'notification_updates',
      props: {
        firstName: user.firstName,
        items: itemsFor(config, wanted),
        unsubscribe: unsubscribe.links,
        preferencesUrl: `${config.publicAgentUrl}/dashboard/settings`,
        // Notifications of no application are the document-expiry warnings and new marketing
        // materials.
        about:
          target.applicationId !== null
            ? 'application'
            : kinds.every((kind) => kind === 'marketing_materials')
              ? 'marketing'
              : 'documents',
      },
      kind: kinds.length === 1 ? kinds[0] : 'notification_updates',
      userId: user.id,
      language: user.language,
      headers: unsubscribe.headers,
    });
  });
}

/** The daily digest job: one e-mail per digest agent with everything still owed. Answers how many. */
export async function sendDigests(
  db: Kysely<DB>,
  config: Pick<ApiConfig, 'publicAgentUrl'>,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const userId of await queries.notifications.listUsersWithDueNotifications(db)) {
    const outboxId = await db.transaction().execute(async (tx) => {
      const user = await queries.users.findUserById(tx, userId);
      if (!user || !preferencesOf(user).emailDigest) return null;
      const rows = await queries.notifications.takeDueNotifications(tx, user.id);
      const { wanted, kinds } = wantedKinds(rows, preferencesOf(user));
      if (!user.active || wanted.length === 0) return null;
      const unsubscribe = await unsubscribeParts(tx, config, user.id, kinds);
      const day = formatUtcLongDay(now, user.language ?? 'en');
      return enqueueEmail(tx, {
        to: user.username,
        template: 'notification_digest',
        props: {
          firstName: user.firstName,
          day,
          items: itemsFor(config, wanted),
          unsubscribe: unsubscribe.links,
          preferencesUrl: `${config.publicAgentUrl}/dashboard/settings`,
        },
        kind: 'notification_digest',
        userId: user.id,
        language: user.language,
        headers: unsubscribe.headers,
      });
    });
    if (outboxId !== null) sent += 1;
  }
  return sent;
}

/**
 * One-click unsubscribe (no sign-in): turns off the preferences the signed token names, in one
 * transaction with its audit row. Using the same link twice changes nothing more and answers the same.
 */
export async function unsubscribe(
  ctx: AuditActorContext,
  token: string,
): Promise<{ message: string; preferences: string[] }> {
  return ctx.db.transaction().execute(async (tx) => {
    const { userId, kinds } = await readUnsubscribeToken(tx, token);
    const user = await queries.users.findUserById(tx, userId);
    if (!user) throw new AppError('BAD_REQUEST', INVALID_UNSUBSCRIBE_MESSAGE);
    const before = preferencesOf(user);
    const after = { ...before };
    for (const kind of kinds) after[EMAIL_KINDS[kind]] = false;
    await queries.users.updateNotificationPreferences(tx, user.id, after);
    await writeAudit(tx, ctx, {
      action: 'notification_unsubscribed',
      resourceType: 'user',
      resourceId: user.id,
      userId: user.id,
      previousData: before,
      newData: after,
    });
    const labels = kinds.map((kind) => NOTIFICATION_PREFERENCE_LABELS[EMAIL_KINDS[kind]]);
    return {
      message: `You will no longer receive ${labels.join(' or ')} notifications. You can turn them back on in Settings.`,
      preferences: labels,
    };
  });
}
