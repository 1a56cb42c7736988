import { sql } from 'kysely';
import type {
  ApplicationChecklist,
  ChecklistItem,
  ChecklistState,
  DegreeLevel,
  DocumentProgress,
  DocumentRequirement,
  DocumentType,
  RequirementList,
  RequirementStage,
} from '@uniguide/domain';
import type { Executor } from '../../executor';
import { PENDING_STORAGE_DRIVER } from './documents';

type ListOwner = { universityId: number } | { programId: number };

function ownerColumn(owner: ListOwner) {
  return 'universityId' in owner
    ? (['universityId', owner.universityId] as const)
    : (['programId', owner.programId] as const);
}

/** One stored list (a university's default or a program's override), or undefined when none is. */
export async function findRequirementList(
  db: Executor,
  owner: ListOwner,
  options: { forUpdate?: boolean } = {},
): Promise<(RequirementList & { id: number }) | undefined> {
  const [column, value] = ownerColumn(owner);
  let query = db
    .selectFrom('requirementLists')
    .select(['id', 'updatedAt'])
    .where(column, '=', value);
  if (options.forUpdate) query = query.forUpdate();
  const list = await query.executeTakeFirst();
  if (!list) return undefined;
  const items = await db
    .selectFrom('requirementItems')
    .select(['documentType', 'stage', 'minCount', 'degrees'])
    .where('listId', '=', list.id)
    .orderBy('position')
    .execute();
  return {
    id: list.id,
    updatedAt: list.updatedAt.toISOString(),
    requirements: items.map((item) => ({
      documentType: item.documentType,
      stage: item.stage,
      count: item.minCount,
      degrees: (item.degrees as DegreeLevel[] | null) ?? null,
    })),
  };
}

/**
 * The list row of `owner`, created when missing and locked (FOR UPDATE) either way, so two admins
 * saving at once queue and the second sees the first's updated_at.
 */
export async function lockRequirementList(
  db: Executor,
  owner: ListOwner,
): Promise<{ id: number; updatedAt: Date; created: boolean }> {
  const [column, value] = ownerColumn(owner);
  const inserted = await db
    .insertInto('requirementLists')
    .values({ [column]: value })
    .onConflict((conflict) => conflict.column(column).doNothing())
    .returning(['id', 'updatedAt'])
    .executeTakeFirst();
  const row = await db
    .selectFrom('requirementLists')
    .select(['id', 'updatedAt'])
    .where(column, '=', value)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { ...row, created: inserted !== undefined };
}

/** A list's requirement rows, in the order given. */
function itemRows(listId: number, requirements: readonly DocumentRequirement[]) {
  return requirements.map((requirement, position) => ({
    listId,
    position,
    documentType: requirement.documentType,
    stage: requirement.stage,
    minCount: requirement.count,
    degrees: requirement.degrees ? [...requirement.degrees] : null,
  }));
}

/** Replaces a locked list's items and stamps who saved it (clock_timestamp: after the lock wait). */
export async function replaceRequirementItems(
  db: Executor,
  listId: number,
  requirements: readonly DocumentRequirement[],
  updatedBy: number | null,
): Promise<string> {
  await db.deleteFrom('requirementItems').where('listId', '=', listId).execute();
  if (requirements.length > 0) {
    await db.insertInto('requirementItems').values(itemRows(listId, requirements)).execute();
  }
  const row = await db
    .updateTable('requirementLists')
    .set({ updatedBy, updatedAt: sql<Date>`clock_timestamp()` })
    .where('id', '=', listId)
    .returning('updatedAt')
    .executeTakeFirstOrThrow();
  return row.updatedAt.toISOString();
}

export async function deleteRequirementList(db: Executor, listId: number): Promise<void> {
  await db.deleteFrom('requirementLists').where('id', '=', listId).execute();
}

/**
 * A program's university and degree, for reading its requirements: hidden programs are included
 * (admins edit those too) unless `visibleOnly` leaves them out, as the catalogue does.
 */
export async function findProgramForRequirements(
  db: Executor,
  programId: number,
  options: { visibleOnly?: boolean } = {},
): Promise<{ id: number; universityId: number; degree: string | null } | undefined> {
  let query = db
    .selectFrom('programs')
    .select(['id', 'universityId', 'degree'])
    .where('id', '=', programId);
  if (options.visibleOnly) query = query.where('hidden', '=', false);
  return query.executeTakeFirst();
}

export async function universityExists(db: Executor, universityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('universities')
    .select('id')
    .where('id', '=', universityId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives each of these universities without a list the default (a new university, the seed). */
/**
 * Lists per statement: each list's items take six parameters apiece, so 500 lists of the default
 * five items bind 15,000 parameters, well below PostgreSQL's 65,535 whatever the number of
 * universities an import creates.
 */
const LISTS_PER_STATEMENT = 500;

export async function insertDefaultRequirementLists(
  db: Executor,
  universityIds: readonly number[],
  requirements: readonly DocumentRequirement[],
): Promise<void> {
  for (let start = 0; start < universityIds.length; start += LISTS_PER_STATEMENT) {
    const slice = universityIds.slice(start, start + LISTS_PER_STATEMENT);
    const lists = await db
      .insertInto('requirementLists')
      .values(slice.map((universityId) => ({ universityId })))
      .onConflict((conflict) => conflict.column('universityId').doNothing())
      .returning('id')
      .execute();
    if (lists.length === 0 || requirements.length === 0) continue;
    await db
      .insertInto('requirementItems')
      .values(lists.flatMap((list) => itemRows(list.id, requirements)))
      .execute();
  }
}

interface ChecklistRow {
  applicationId: number;
  documentType: DocumentType;
  stage: RequirementStage;
  required: number;
  usable: number | string;
  verified: number | string;
  state: ChecklistState;
  rejectionReason: string | null;
  documentIds: number[];
}

/**
 * Each application's required types with the state of its attached documents, in one statement:
 * the program's own list when it has one, else its university's (items limited to some degrees
 * apply to programs of those degrees); the documents come through application_documents' primary
 * key. A document counts when not rejected and not expired (expires_on before today, UTC).
 */
function checklistStatement(applicationIds: readonly number[]) {
  const ids = sql`array[${sql.join(applicationIds.map((id) => sql`${id}::integer`))}]`;
  return sql<ChecklistRow>`
    with app as (
      select a.id, a.program_id, p.university_id, p.degree
      from applications a join programs p on p.id = a.program_id
      where a.id = any(${ids})
    ),
    reqs as (
      select app.id as application_id, i.document_type, i.stage, i.min_count, i.position
      from app
      join requirement_lists l on l.id = coalesce(
        (select pl.id from requirement_lists pl where pl.program_id = app.program_id),
        (select ul.id from requirement_lists ul where ul.university_id = app.university_id))
      join requirement_items i on i.list_id = l.id
      where i.degrees is null or app.degree = any(i.degrees)
    ),
    docs as (
      select ad.application_id, d.id, d.document_type, d.review_status, d.review_reason,
        d.reviewed_at, d.uploaded_at,
        coalesce(d.expires_on < (now() at time zone 'UTC')::date, false) as expired
      from application_documents ad join documents d on d.id = ad.document_id
      where ad.application_id = any(${ids}) and d.storage_driver <> ${PENDING_STORAGE_DRIVER}
    ),
    counted as (
      select r.application_id, r.document_type, r.stage, r.min_count, r.position,
        count(d.id) filter (where d.review_status <> 'rejected' and not d.expired) as usable,
        count(d.id) filter (where d.review_status = 'verified' and not d.expired) as verified,
        count(d.id) filter (where d.expired) as expired,
        count(d.id) filter (where d.review_status = 'rejected') as rejected,
        (array_agg(d.review_reason order by d.reviewed_at desc nulls last, d.id desc)
          filter (where d.review_status = 'rejected'))[1] as rejection_reason,
        coalesce(array_agg(d.id order by d.uploaded_at desc, d.id desc)
          filter (where d.id is not null), '{}') as document_ids
      from reqs r
      left join docs d on d.application_id = r.application_id and d.document_type = r.document_type
      group by r.application_id, r.document_type, r.stage, r.min_count, r.position
    )
    select application_id as "applicationId", document_type as "documentType", stage,
      min_count as required, usable, verified,
      case
        when verified >= min_count then 'verified'
        when usable >= min_count then 'uploaded'
        when rejected > 0 then 'rejected'
        when expired > 0 then 'expired'
        else 'missing'
      end as state,
      case when usable < min_count and rejected > 0 then rejection_reason end as "rejectionReason",
      document_ids as "documentIds"
    from counted
    order by application_id, position`;
}

async function checklistRows(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return (await checklistStatement(applicationIds).execute(db)).rows;
}

const COMPLETE: readonly ChecklistState[] = ['uploaded', 'verified'];

/** The checklist of one application (its required types in list order). */
export async function applicationChecklist(
  db: Executor,
  applicationId: number,
): Promise<ApplicationChecklist> {
  const rows = await checklistRows(db, [applicationId]);
  const items: ChecklistItem[] = rows.map((row) => ({
    documentType: row.documentType,
    stage: row.stage,
    required: Number(row.required),
    usable: Number(row.usable),
    verified: Number(row.verified),
    state: row.state,
    rejectionReason: row.rejectionReason,
    documentIds: row.documentIds.map(Number),
  }));
  const open = (stage: RequirementStage) =>
    items
      .filter((item) => item.stage === stage && !COMPLETE.includes(item.state))
      .map((item) => item.documentType);
  return {
    applicationId,
    items,
    complete: items.filter((item) => COMPLETE.includes(item.state)).length,
    total: items.length,
    missingToSubmit: open('to_submit'),
    missingBeforeForwarding: open('before_forwarding'),
  };
}

/** "n of m documents" for each listed application (a list page, the dashboard's rows). */
export async function documentProgress(
  db: Executor,
  applicationIds: readonly number[],
): Promise<Map<number, DocumentProgress>> {
  const progress = new Map<number, DocumentProgress>(
    applicationIds.map((id) => [id, { complete: 0, total: 0 }]),
  );
  if (applicationIds.length === 0) return progress;
  const complete = sql.join(COMPLETE.map((state) => sql.lit(state)));
  const result = await sql<{ applicationId: number; complete: string; total: string }>`
    select c."applicationId", count(*) as total,
      count(*) filter (where c.state in (${complete})) as complete
    from (${checklistStatement(applicationIds)}) c
    group by c."applicationId"`.execute(db);
  for (const row of result.rows) {
    progress.set(row.applicationId, { complete: Number(row.complete), total: Number(row.total) });
  }
  return progress;
}
