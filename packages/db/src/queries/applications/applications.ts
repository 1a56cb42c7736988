import { sql, type ExpressionBuilder, type SqlBool, type Updateable } from 'kysely';
import {
  FINISHED_STATUSES,
  type AdminAttentionReason,
  type ApplicationStatus,
  type DocumentMeta,
  type MessageSide,
  type StatusHistoryEntry,
} from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { ApplicationRow, ApplicationsTable, DB } from '../../schema';
import { countApplicationsWithStatus } from './stats';
import {
  boundedCount,
  exactTotal,
  sampledPercent,
  sampledTable,
  type CountedTotal,
} from '../../bounded-count';
import { listApplicationDocuments } from '../documents/documents';
import { likePattern } from '../../like-pattern';
import { ownedBy, type OwnerScope } from '../../owner-scope';

/** What every application read shows of its program (docs/product.md §4 "program summary"). */
export interface ApplicationProgram {
  id: number;
  name: string;
  degree: string | null;
  universityId: number;
  universityName: string;
  universityLogo: string | null;
  intakes: string[];
}

/** The agent who owns an application, as the admin console shows them. */
export interface ApplicationAgent {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  agencyName: string | null;
}

/** The stored application with dates as ISO strings (docs/product.md §4 fields). */
export interface ApplicationRecord {
  id: number;
  userId: number;
  /** The student this application is for; the student* fields are the snapshot sent with it. */
  studentId: number;
  programId: number;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  studentPhone: string;
  /** Calendar date, 'YYYY-MM-DD'. */
  studentDateOfBirth: string;
  /** Normalised; null when not given (decision 042). */
  studentPassportNumber: string | null;
  studentNationality: string;
  /** The ISO 3166-1 alpha-2 country of the nationality; null while its text names none. */
  studentNationalityCountry: string | null;
  studentGender: string;
  highestQualification: string;
  qualificationName: string;
  institutionName: string;
  graduationYear: string;
  cgpa: string | null;
  intakeDate: string;
  notes: string | null;
  status: ApplicationStatus;
  adminNotes: string | null;
  rejectionReason: string | null;
  paymentConfirmation: boolean;
  submittedToUniversityDate: string | null;
  conditionalOfferTerms: string | null;
  lastActionBy: number | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ApplicationDetail extends ApplicationRecord {
  program: ApplicationProgram;
  agent: ApplicationAgent;
  documents: DocumentMeta[];
  /** Oldest first, so the list reads as one chain of changes. */
  statusHistory: StatusHistoryEntry[];
}

/** One row of the applications tables (agent list, admin list, dashboard). */
export interface ApplicationSummary {
  id: number;
  userId: number;
  studentId: number;
  programId: number;
  status: ApplicationStatus;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it went to the university (the decision clock starts there). */
  submittedToUniversityDate: string | null;
  /** Waiting for an admin since when, and why (null: not in the queue). */
  adminAttention: { since: string; reason: AdminAttentionReason } | null;
  program: Omit<ApplicationProgram, 'intakes'>;
  agent: ApplicationAgent;
}

export type NewApplicationValues = Pick<
  ApplicationRow,
  | 'userId'
  | 'studentId'
  | 'programId'
  | 'studentFirstName'
  | 'studentLastName'
  | 'studentEmail'
  | 'studentPhone'
  | 'studentDateOfBirth'
  | 'studentNationality'
  | 'studentGender'
  | 'highestQualification'
  | 'qualificationName'
  | 'institutionName'
  | 'graduationYear'
  | 'cgpa'
  | 'intakeDate'
  | 'notes'
> &
  Partial<Pick<ApplicationRow, 'studentNationalityCountry' | 'studentPassportNumber'>>;

export type ApplicationChanges = Omit<
  Updateable<ApplicationsTable>,
  'id' | 'userId' | 'programId' | 'createdAt'
>;

export interface ApplicationListFilter {
  /** Restricts the list to one agent's or one agency's applications; undefined = all (admins). */
  owner?: OwnerScope;
  status?: ApplicationStatus;
  /** Matches student name, student email or program name, case-insensitive. */
  search?: string;
  /** Leaves drafts out unless `status` asks for them (the admin console's lists). */
  excludeDrafts?: boolean;
  /** Only applications waiting for an admin (the queue, migration 0009). */
  needsAdmin?: boolean;
  /** Only applications whose agent side waits for an admin's reply (the inbox, migration 0026). */
  awaitingReply?: boolean;
  /** Only applications with the university; `overdueDays` (university id → days) keeps the overdue ones. */
  atUniversity?: { overdueDays?: ReadonlyMap<number, number> };
  /** Only applications with messages of the other side that this side has not read. */
  unreadBy?: MessageSide;
  sort?: ApplicationSort;
  /** Newest first ('desc', the default) or oldest first. */
  direction?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export type ApplicationSort =
  | 'createdAt'
  | 'updatedAt'
  | 'adminAttentionSince'
  | 'submittedToUniversityDate'
  | 'awaitingReplySince';

export interface ApplicationCounts {
  active: number;
  finished: number;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toApplicationRecord(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    userId: row.userId,
    studentId: row.studentId,
    programId: row.programId,
    studentFirstName: row.studentFirstName,
    studentLastName: row.studentLastName,
    studentEmail: row.studentEmail,
    studentPhone: row.studentPhone,
    studentDateOfBirth: row.studentDateOfBirth,
    studentPassportNumber: row.studentPassportNumber,
    studentNationality: row.studentNationality,
    studentNationalityCountry: row.studentNationalityCountry,
    studentGender: row.studentGender,
    highestQualification: row.highestQualification,
    qualificationName: row.qualificationName,
    institutionName: row.institutionName,
    graduationYear: row.graduationYear,
    cgpa: row.cgpa,
    intakeDate: row.intakeDate,
    notes: row.notes,
    status: row.status,
    adminNotes: row.adminNotes,
    rejectionReason: row.rejectionReason,
    paymentConfirmation: row.paymentConfirmation,
    submittedToUniversityDate: iso(row.submittedToUniversityDate),
    conditionalOfferTerms: row.conditionalOfferTerms,
    lastActionBy: row.lastActionBy,
    submittedAt: iso(row.submittedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt) ?? row.createdAt.toISOString(),
  };
}

/** A program an agent may apply to: it exists and is not hidden from the catalogue. */
export async function findApplicableProgram(
  db: Executor,
  programId: number,
): Promise<{ id: number; name: string; intakes: string[] } | undefined> {
  return db
    .selectFrom('programs')
    .select(['id', 'name', 'intakes'])
    .where('id', '=', programId)
    .where('hidden', '=', false)
    .executeTakeFirst();
}

/**
 * The student's active (not finished) application for the program and intake, if any: a second one
 * would be a duplicate. The intake compares without case or surrounding spaces.
 */
export async function findActiveDuplicate(
  db: Executor,
  match: { studentId: number; programId: number; intakeDate: string },
): Promise<Pick<ApplicationRow, 'id' | 'status' | 'createdAt'> | undefined> {
  return db
    .selectFrom('applications')
    .select(['id', 'status', 'createdAt'])
    .where('studentId', '=', match.studentId)
    .where('programId', '=', match.programId)
    .where(sql<string>`lower(trim(intake_date))`, '=', match.intakeDate.trim().toLowerCase())
    .where('status', 'not in', [...FINISHED_STATUSES])
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertApplication(
  db: Executor,
  values: NewApplicationValues,
): Promise<ApplicationRow> {
  return db
    .insertInto('applications')
    .values({ ...values, status: 'draft', lastActionBy: values.userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One application row, optionally only when it is in `owner`'s scope. `forUpdate` takes the row lock, so
 * concurrent status changes queue behind each other and the history stays one chain.
 */
export async function findApplicationRow(
  db: Executor,
  id: number,
  options: { owner?: OwnerScope; forUpdate?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  let query = db.selectFrom('applications').selectAll().where('id', '=', id);
  if (options.owner !== undefined) query = query.where(ownedBy('user_id', options.owner));
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateApplicationRow(
  db: Executor,
  id: number,
  changes: ApplicationChanges,
): Promise<ApplicationRow> {
  return db
    .updateTable('applications')
    .set({ ...changes, updatedAt: changes.updatedAt ?? new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewStatusHistoryEntry {
  applicationId: number;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  notes?: string | null;
  changedBy: number | null;
}

export async function insertStatusHistory(
  db: Executor,
  entry: NewStatusHistoryEntry,
): Promise<void> {
  await db
    .insertInto('applicationStatusHistory')
    // now() is the transaction's start; a change that waited for the row lock happened later.
    .values({ ...entry, notes: entry.notes ?? null, createdAt: sql<Date>`clock_timestamp()` })
    .execute();
}

export async function listStatusHistory(
  db: Executor,
  applicationId: number,
): Promise<StatusHistoryEntry[]> {
  const rows = await db
    .selectFrom('applicationStatusHistory')
    .select(['id', 'fromStatus', 'toStatus', 'notes', 'changedBy', 'createdAt'])
    .where('applicationId', '=', applicationId)
    // Ids are drawn under the application's row lock, so their order is the order of the chain.
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    notes: row.notes,
    changedBy: row.changedBy,
    timestamp: row.createdAt.toISOString(),
  }));
}

function joinedApplications(db: Executor) {
  return db
    .selectFrom('applications as a')
    .innerJoin('programs as p', 'p.id', 'a.programId')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .innerJoin('users as owner', 'owner.id', 'a.userId');
}

type JoinedEb = ExpressionBuilder<
  DB & { a: DB['applications']; p: DB['programs']; u: DB['universities']; owner: DB['users'] },
  'a' | 'p' | 'u' | 'owner'
>;

const summaryColumns = [
  'a.id',
  'a.userId',
  'a.studentId',
  'a.programId',
  'a.status',
  'a.studentFirstName',
  'a.studentLastName',
  'a.studentEmail',
  'a.submittedAt',
  'a.createdAt',
  'a.updatedAt',
  'a.submittedToUniversityDate',
  'a.adminAttentionSince',
  'a.adminAttentionReason',
  'p.name as programName',
  'p.degree as programDegree',
  'p.intakes as programIntakes',
  'u.id as universityId',
  'u.name as universityName',
  'owner.username as agentUsername',
  'owner.firstName as agentFirstName',
  'owner.lastName as agentLastName',
  'owner.agencyName as agentAgencyName',
] as const;

function universityLogo(eb: JoinedEb) {
  return eb.fn.coalesce('u.logoUrl', 'u.imageUrl').as('universityLogo');
}

interface JoinedSummaryRow {
  id: number;
  userId: number;
  studentId: number;
  programId: number;
  status: ApplicationStatus;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  submittedAt: Date | string | null;
  createdAt: Date;
  updatedAt: Date;
  submittedToUniversityDate: Date | string | null;
  adminAttentionSince: Date | null;
  adminAttentionReason: AdminAttentionReason | null;
  programName: string;
  programDegree: string | null;
  programIntakes: string[];
  universityId: number;
  universityName: string;
  universityLogo: string | null;
  agentUsername: string;
  agentFirstName: string | null;
  agentLastName: string | null;
  agentAgencyName: string | null;
}

function toSummary(row: JoinedSummaryRow): ApplicationSummary {
  return {
    id: row.id,
    userId: row.userId,
    studentId: row.studentId,
    programId: row.programId,
    status: row.status,
    studentFirstName: row.studentFirstName,
    studentLastName: row.studentLastName,
    studentEmail: row.studentEmail,
    submittedAt: iso(row.submittedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedToUniversityDate: iso(row.submittedToUniversityDate),
    adminAttention:
      row.adminAttentionSince && row.adminAttentionReason
        ? { since: iso(row.adminAttentionSince)!, reason: row.adminAttentionReason }
        : null,
    program: {
      id: row.programId,
      name: row.programName,
      degree: row.programDegree,
      universityId: row.universityId,
      universityName: row.universityName,
      universityLogo: row.universityLogo,
    },
    agent: {
      id: row.userId,
      username: row.agentUsername,
      firstName: row.agentFirstName,
      lastName: row.agentLastName,
      agencyName: row.agentAgencyName,
    },
  };
}

type ListConditions = Omit<ApplicationListFilter, 'limit' | 'offset' | 'sort' | 'direction'>;

/**
 * The list's WHERE on applications alone, so the count and the page's id lookup need no joins: every
 * predicate is on the row itself, and the program-name search is a subquery whose ids become an array.
 * `program_id = ANY(ARRAY(…))` is indexable, so PostgreSQL can OR the student trigram index with
 * applications_program_idx (a BitmapOr) instead of filtering every application of a join.
 */
function matchingApplications(
  db: Executor,
  filter: ListConditions,
  options: { sampled?: boolean } = {},
) {
  // A block sample of the table under the same alias, for estimating a large search's total.
  let query = options.sampled
    ? (db.selectFrom(sampledTable('applications', 'a')) as unknown as ReturnType<
        typeof db.selectFrom<'applications as a'>
      >)
    : db.selectFrom('applications as a');
  if (filter.owner !== undefined) query = query.where(ownedBy('a.user_id', filter.owner));
  if (filter.status) query = query.where('a.status', '=', filter.status);
  else if (filter.excludeDrafts) query = query.where('a.status', '!=', 'draft');
  // applications_admin_queue_idx holds exactly these rows.
  if (filter.needsAdmin) query = query.where('a.adminAttentionSince', 'is not', null);
  // applications_awaiting_reply_idx holds exactly these rows.
  if (filter.awaitingReply) query = query.where('a.awaitingReplySince', 'is not', null);
  if (filter.atUniversity) {
    // applications_at_university_idx holds exactly these rows.
    query = query.where('a.status', '=', 'submitted-to-university');
    const overdue = filter.atUniversity.overdueDays;
    if (overdue !== undefined) {
      if (overdue.size === 0) return query.where(sql<SqlBool>`false`);
      const limits = sql.join(
        [...overdue].map(
          ([universityId, days]) => sql`(${universityId}::integer, ${days}::float8)`,
        ),
      );
      query = query.where(
        sql<SqlBool>`exists (
          select 1 from programs p
          join (values ${limits}) as m (university_id, days) on m.university_id = p.university_id
          where p.id = ${sql.ref('a.programId')}
            and ${sql.ref('a.submittedToUniversityDate')} < now() - m.days * interval '1 day')`,
      );
    }
  }
  if (filter.unreadBy) {
    // application_messages_unread_idx holds only unread rows.
    query = query.where(
      sql<SqlBool>`exists (
        select 1 from application_messages m
        where m.application_id = ${sql.ref('a.id')}
          and m.read_at is null and m.side <> ${filter.unreadBy})`,
    );
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const programIds = db
      .selectFrom('programs')
      .select('programs.id')
      // Same expression as programs_name_trgm_idx (migration 0002).
      .where(sql`lower(${sql.ref('programs.name')})`, 'like', pattern);
    query = query.where((eb) =>
      eb.or([
        // Same expression as applications_search_trgm_idx, so PostgreSQL can use it.
        eb(
          sql`lower(${sql.ref('a.studentFirstName')} || ' ' || ${sql.ref('a.studentLastName')} || ' ' || ${sql.ref('a.studentEmail')})`,
          'like',
          pattern,
        ),
        sql<SqlBool>`${sql.ref('a.programId')} = any(array(${programIds}))`,
      ]),
    );
  }
  return query;
}

/**
 * A list's total without counting a million rows: the status counters (migration 0004) when only a
 * status narrows the list; an exact count of one agent's applications; for an admin search, exact
 * up to EXACT_COUNT_LIMIT and estimated from a block sample above it (boundedCount).
 */
async function countApplications(db: Executor, filter: ListConditions): Promise<CountedTotal> {
  const search = filter.search?.trim();
  const queueOnly =
    filter.needsAdmin || filter.awaitingReply || filter.atUniversity?.overdueDays !== undefined;
  if (!search && filter.owner === undefined && !queueOnly) {
    if (filter.atUniversity && !filter.status)
      return exactTotal(await countApplicationsWithStatus(db, 'submitted-to-university'));
    if (filter.atUniversity && filter.status !== 'submitted-to-university') return exactTotal(0);
    // Every status but drafts: all the counters less the drafts'.
    if (filter.excludeDrafts && !filter.status)
      return exactTotal(
        (await countApplicationsWithStatus(db)) - (await countApplicationsWithStatus(db, 'draft')),
      );
    return exactTotal(await countApplicationsWithStatus(db, filter.status));
  }
  // The queue and the overdue list are small partial-index reads: counted exactly.
  if (!search && queueOnly)
    return exactTotal(
      Number(
        (
          await matchingApplications(db, filter)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),
    );
  const exact = async (query: ReturnType<typeof matchingApplications>) =>
    Number(
      (await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow())
        .count,
    );
  if (filter.owner !== undefined) return exactTotal(await exact(matchingApplications(db, filter)));
  return boundedCount({
    upTo: async (limit) => {
      // The search alone (OFFSET 0 keeps PostgreSQL from merging it into the outer query), its
      // matches streamed through the status filter: ANDing the trigram bitmap with the status index
      // built a bitmap of every application in that status (150 000) before the first match.
      const { status, ...search } = filter;
      const row = await db
        .selectFrom(
          db
            .selectFrom(
              matchingApplications(db, search).select(['a.id', 'a.status']).offset(0).as('a'),
            )
            .select('a.id')
            .$if(status !== undefined, (query) => query.where('a.status', '=', status!))
            .limit(limit)
            .as('matches'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    inSample: () =>
      matchingApplications(db, filter, { sampled: true })
        .select((eb) => [eb.fn.countAll<number>().as('count'), sampledPercent('applications')])
        .executeTakeFirstOrThrow(),
  });
}

/**
 * A page of application summaries by `sort` (default createdAt, newest first), with the total and
 * whether that total is an estimate (countApplications).
 */
export async function listApplications(
  db: Executor,
  filter: ApplicationListFilter,
): Promise<{ items: ApplicationSummary[] } & CountedTotal> {
  const sort = filter.sort ?? 'createdAt';
  const direction = filter.direction ?? 'desc';
  // The page is chosen on applications alone (its (…, sort, id) indexes give the order), and only its
  // rows are joined: a deep offset would otherwise join every skipped row to its program and owner.
  const pageIds = matchingApplications(db, filter)
    .select('a.id')
    .orderBy(`a.${sort}`, direction)
    .orderBy('a.id', direction)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total, rows] = await Promise.all([
    countApplications(db, filter),
    joinedApplications(db)
      .select(summaryColumns)
      .select(universityLogo)
      .where('a.id', 'in', pageIds)
      .orderBy(`a.${sort}`, direction)
      .orderBy('a.id', direction)
      .execute(),
  ]);
  return { items: rows.map(toSummary), ...total };
}

/** Active = not finished (approved, rejected, completed), as the dashboard counters define it. */
export async function countApplicationsByState(
  db: Executor,
  owner?: OwnerScope,
): Promise<ApplicationCounts> {
  const finished = sql.join(FINISHED_STATUSES.map((status) => sql.lit(status)));
  let query = db
    .selectFrom('applications')
    .select([
      sql<number>`count(*) filter (where ${sql.ref('status')} not in (${finished}))`.as('active'),
      sql<number>`count(*) filter (where ${sql.ref('status')} in (${finished}))`.as('finished'),
    ]);
  if (owner !== undefined) query = query.where(ownedBy('user_id', owner));
  const row = await query.executeTakeFirstOrThrow();
  return { active: Number(row.active), finished: Number(row.finished) };
}

/** The application with its program, owner, documents and history; scoped to `owner` when given. */
export async function findApplicationDetail(
  db: Executor,
  id: number,
  options: { owner?: OwnerScope } = {},
): Promise<ApplicationDetail | undefined> {
  let query = joinedApplications(db)
    .selectAll('a')
    .select([
      'p.name as programName',
      'p.degree as programDegree',
      'p.intakes as programIntakes',
      'u.id as universityId',
      'u.name as universityName',
      'owner.username as agentUsername',
      'owner.firstName as agentFirstName',
      'owner.lastName as agentLastName',
      'owner.agencyName as agentAgencyName',
    ])
    .select(universityLogo)
    .where('a.id', '=', id);
  if (options.owner !== undefined) query = query.where(ownedBy('a.user_id', options.owner));
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [documents, statusHistory] = await Promise.all([
    listApplicationDocuments(db, id),
    listStatusHistory(db, id),
  ]);
  const summary = toSummary(row);
  return {
    ...toApplicationRecord(row),
    program: { ...summary.program, intakes: row.programIntakes },
    agent: summary.agent,
    documents,
    statusHistory,
  };
}

export async function findProgramName(
  db: Executor,
  programId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('programs')
    .select('name')
    .where('id', '=', programId)
    .executeTakeFirst();
  return row?.name;
}
