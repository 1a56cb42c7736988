import { sql } from 'kysely';
import type { Executor } from '../../executor';
import type { AuditLogRow } from '../../schema';
import { likePattern } from '../../like-pattern';

export interface AuditLogEntry {
  id: number;
  userId: number | null;
  /** The acting user as the audit table shows them; null for system actions or deleted users. */
  user: { id: number; username: string; firstName: string | null; lastName: string | null } | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  previousData: Record<string, unknown> | null;
  newData: Record<string, unknown> | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface AuditLogFilter {
  /** Matches the action (underscores or spaces), the resource id, or the acting user's name or e-mail. */
  search?: string;
  /** A resource type such as 'user' or 'application'. */
  resourceType?: string;
  /** What the agency's members did, and what was done to the agency itself (e.g. its deactivation). */
  agencyId?: number;
  limit: number;
  offset: number;
}

function joinedAudit(db: Executor) {
  return db.selectFrom('auditLogs as l').leftJoin('users as u', 'u.id', 'l.userId');
}

function filteredAudit(db: Executor, filter: Omit<AuditLogFilter, 'limit' | 'offset'>) {
  let query = joinedAudit(db);
  if (filter.resourceType) query = query.where('l.resourceType', '=', filter.resourceType);
  if (filter.agencyId !== undefined) {
    const agencyId = filter.agencyId;
    query = query.where((eb) =>
      eb.or([
        eb(
          'l.userId',
          'in',
          eb.selectFrom('users as m').select('m.id').where('m.agencyId', '=', agencyId),
        ),
        eb.and([eb('l.resourceType', '=', 'agency'), eb('l.resourceId', '=', String(agencyId))]),
      ]),
    );
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    // The screen shows "user_login" as "User Login", so people search with spaces.
    const actionPattern = likePattern(search.replace(/\s+/g, '_'));
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['l.action']), 'like', actionPattern),
        eb('l.resourceId', '=', search),
        eb(
          sql`lower(${sql.ref('u.username')} || ' ' || coalesce(${sql.ref('u.firstName')}, '') || ' ' || coalesce(${sql.ref('u.lastName')}, ''))`,
          'like',
          pattern,
        ),
      ]),
    );
  }
  return query;
}

const entryColumns = [
  'l.id',
  'l.userId',
  'l.action',
  'l.resourceType',
  'l.resourceId',
  'l.previousData',
  'l.newData',
  'l.ipAddress',
  'l.userAgent',
  'l.createdAt',
  'u.username',
  'u.firstName',
  'u.lastName',
] as const;

type EntryRow = AuditLogRow & {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
};

function toEntry(row: EntryRow): AuditLogEntry {
  return {
    id: Number(row.id),
    userId: row.userId,
    user:
      row.userId !== null && row.username !== null
        ? {
            id: row.userId,
            username: row.username,
            firstName: row.firstName,
            lastName: row.lastName,
          }
        : null,
    action: row.action,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    previousData: row.previousData,
    newData: row.newData,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Audit entries, newest first, filtered server-side. */
export async function listAuditLogs(
  db: Executor,
  filter: AuditLogFilter,
): Promise<{ items: AuditLogEntry[]; total: number }> {
  const [countRow, rows] = await Promise.all([
    filteredAudit(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    filteredAudit(db, filter)
      .select(entryColumns)
      .orderBy('l.createdAt', 'desc')
      .orderBy('l.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return { items: rows.map(toEntry), total: Number(countRow.count) };
}

/** What a user did, and what was done to their account, newest first. */
export async function listUserAuditTrail(
  db: Executor,
  userId: number,
  limit: number,
): Promise<AuditLogEntry[]> {
  const rows = await joinedAudit(db)
    .select(entryColumns)
    .where((eb) =>
      eb.or([
        eb('l.userId', '=', userId),
        eb.and([eb('l.resourceType', '=', 'user'), eb('l.resourceId', '=', String(userId))]),
      ]),
    )
    .orderBy('l.createdAt', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}
