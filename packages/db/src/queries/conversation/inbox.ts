import { sql } from 'kysely';
import {
  truncateText,
  type AdminInboxThread,
  type ApplicationStatus,
  type MessageSide,
} from '@uniguide/domain';
import type { Executor } from '../../executor';

/** How much of the latest unanswered message the inbox shows. */
const EXCERPT_LENGTH = 200;

/**
 * Keeps the application's place in the admin inbox after a message of `side`: the agent side's
 * first unanswered message starts the wait at its own time (a later one keeps it), an admin's
 * message ends it.
 * Runs in the message's transaction, under the application's lock. Answers whether the thread's
 * state changed (a wait started or ended).
 */
export async function recordThreadTurn(
  db: Executor,
  message: { id: number; applicationId: number; side: MessageSide },
): Promise<boolean> {
  const { side } = message;
  const rows = await db
    .updateTable('applications')
    .set((eb) => ({
      awaitingReplySince:
        side === 'agent'
          ? eb
              .selectFrom('applicationMessages')
              .select('createdAt')
              .where('applicationMessages.id', '=', message.id)
          : null,
    }))
    .where('id', '=', message.applicationId)
    .where('awaitingReplySince', side === 'agent' ? 'is' : 'is not', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Tells every active admin of a thread that started waiting: one notification each. */
export async function notifyAdminTeam(
  db: Executor,
  values: { type: string; title: string; body: string; link: string; applicationId: number },
): Promise<number> {
  const rows = await db
    .insertInto('notifications')
    .columns(['userId', 'type', 'title', 'body', 'link', 'applicationId'])
    .expression(
      db
        .selectFrom('users')
        .select((eb) => [
          'users.id',
          eb.val(values.type).as('type'),
          eb.val(values.title).as('title'),
          eb.val(values.body).as('body'),
          eb.val(values.link).as('link'),
          eb.val(values.applicationId).as('applicationId'),
        ])
        .where('role', '=', 'admin')
        .where('active', '=', true),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** An admin answered: every admin's unread notification of that kind for the application is read. */
export async function readAdminTeamNotifications(
  db: Executor,
  values: { applicationId: number; type: string },
): Promise<number[]> {
  const rows = await db
    .updateTable('notifications')
    .set({ readAt: new Date() })
    .where('applicationId', '=', values.applicationId)
    .where('type', '=', values.type)
    .where('readAt', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

interface InboxRow {
  applicationId: number;
  status: ApplicationStatus;
  studentFirstName: string;
  studentLastName: string;
  programName: string;
  universityName: string;
  agentFirstName: string | null;
  agentLastName: string | null;
  agentUsername: string;
  agencyName: string | null;
  waitingSince: Date | string;
  lastBody: string | null;
  lastCreatedAt: Date | string | null;
  lastAuthorFirstName: string | null;
  lastAuthorLastName: string | null;
  lastAuthorUsername: string | null;
  unreadMessages: string | number;
}

function fullName(first: string | null, last: string | null, fallback: string | null): string {
  return [first, last].filter(Boolean).join(' ') || fallback || 'Former user';
}

/**
 * Threads waiting for an admin's reply, the longest waiting first, with the application, its agent
 * and agency, the latest unanswered message and the agent side's unread count. The page is read from
 * applications_awaiting_reply_idx; only its rows are joined.
 */
export async function listAdminInbox(
  db: Executor,
  window: { limit: number; offset: number },
): Promise<{ items: AdminInboxThread[]; total: number }> {
  const [rows, total] = await Promise.all([
    sql<InboxRow>`
      select a.id as "applicationId", a.status, a.student_first_name as "studentFirstName",
        a.student_last_name as "studentLastName", p.name as "programName",
        u.name as "universityName", o.first_name as "agentFirstName",
        o.last_name as "agentLastName", o.username as "agentUsername",
        coalesce(g.name, o.agency_name) as "agencyName",
        a.awaiting_reply_since as "waitingSince",
        last.body as "lastBody", last.created_at as "lastCreatedAt",
        w.first_name as "lastAuthorFirstName", w.last_name as "lastAuthorLastName",
        w.username as "lastAuthorUsername",
        (select count(*) from application_messages m
          where m.application_id = a.id and m.side = 'agent' and m.read_at is null)
          as "unreadMessages"
      from (
        select id from applications
        where awaiting_reply_since is not null
        order by awaiting_reply_since, id
        limit ${window.limit} offset ${window.offset}
      ) page
      join applications a on a.id = page.id
      join programs p on p.id = a.program_id
      join universities u on u.id = p.university_id
      join users o on o.id = a.user_id
      left join agencies g on g.id = o.agency_id
      left join lateral (
        select m.body, m.created_at, m.author_id from application_messages m
        where m.application_id = a.id and m.side = 'agent'
        order by m.id desc limit 1
      ) last on true
      left join users w on w.id = last.author_id
      order by a.awaiting_reply_since, a.id`.execute(db),
    countAdminInbox(db),
  ]);
  return {
    items: rows.rows.map((row) => ({
      applicationId: row.applicationId,
      status: row.status,
      studentName: `${row.studentFirstName} ${row.studentLastName}`,
      programName: row.programName,
      universityName: row.universityName,
      agentName: fullName(row.agentFirstName, row.agentLastName, row.agentUsername),
      agencyName: row.agencyName,
      waitingSince: new Date(row.waitingSince).toISOString(),
      lastMessage: {
        authorName: fullName(
          row.lastAuthorFirstName,
          row.lastAuthorLastName,
          row.lastAuthorUsername,
        ),
        excerpt: truncateText((row.lastBody ?? '').replace(/\s+/g, ' ').trim(), EXCERPT_LENGTH),
        createdAt: new Date(row.lastCreatedAt ?? row.waitingSince).toISOString(),
      },
      unreadMessages: Number(row.unreadMessages),
    })),
    total,
  };
}

/** How many threads wait for an admin's reply (an index-only count of the partial index). */
export async function countAdminInbox(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('awaitingReplySince', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
