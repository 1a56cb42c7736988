import { sql, type Selectable } from 'kysely';
import type { DocumentRequest, DocumentType, OpenDocumentRequest } from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { DocumentRequestsTable } from '../../schema';
import { ownedBy, type OwnerScope } from '../../owner-scope';

const requestColumns = [
  'r.id',
  'r.applicationId',
  'r.documentType',
  'r.description',
  'r.note',
  'r.status',
  'r.requestedBy',
  'r.resolvedDocumentId',
  'r.rejectedDocumentId',
  'r.createdAt',
  'r.resolvedAt',
] as const;

type RequestRow = Selectable<DocumentRequestsTable>;

function toRequest(row: RequestRow): DocumentRequest {
  return {
    id: row.id,
    applicationId: row.applicationId,
    documentType: row.documentType,
    description: row.description,
    note: row.note,
    status: row.status,
    requestedBy: row.requestedBy,
    resolvedDocumentId: row.resolvedDocumentId,
    rejectedDocumentId: row.rejectedDocumentId,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt === null ? null : new Date(row.resolvedAt).toISOString(),
  };
}

export async function insertDocumentRequests(
  db: Executor,
  values: {
    applicationId: number;
    items: Array<{ documentType?: DocumentType; description?: string }>;
    note: string | null;
    requestedBy: number;
  },
): Promise<DocumentRequest[]> {
  const inserted = await db
    .insertInto('documentRequests')
    .values(
      values.items.map((item) => ({
        applicationId: values.applicationId,
        documentType: item.documentType ?? null,
        description: item.description ?? null,
        note: values.note,
        requestedBy: values.requestedBy,
      })),
    )
    .returning('id')
    .execute();
  const rows = await db
    .selectFrom('documentRequests as r')
    .select(requestColumns)
    .where(
      'r.id',
      'in',
      inserted.map((row) => row.id),
    )
    .orderBy('r.id')
    .execute();
  return rows.map(toRequest);
}

/**
 * The open request to replace a rejected document on an application, or a new one with the
 * rejection's reason as its note (an open one takes the newer reason). Answers the request.
 */
export async function openRejectionRequest(
  db: Executor,
  values: {
    applicationId: number;
    document: { id: number; documentType: DocumentType };
    reason: string | null;
    requestedBy: number;
  },
): Promise<{ request: DocumentRequest; created: boolean }> {
  const open = await db
    .updateTable('documentRequests')
    .set({ note: values.reason, requestedBy: values.requestedBy })
    .where('applicationId', '=', values.applicationId)
    .where('rejectedDocumentId', '=', values.document.id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  const id =
    open?.id ??
    (
      await db
        .insertInto('documentRequests')
        .values({
          applicationId: values.applicationId,
          documentType: values.document.documentType,
          note: values.reason,
          requestedBy: values.requestedBy,
          rejectedDocumentId: values.document.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { request: (await findRequest(db, id))!, created: open === undefined };
}

/** The open requests to replace `documentId` (on any application), locked. */
export async function lockRejectionRequests(
  db: Executor,
  documentId: number,
): Promise<DocumentRequest[]> {
  const rows = await db
    .selectFrom('documentRequests as r')
    .select(requestColumns)
    .where('r.rejectedDocumentId', '=', documentId)
    .where('r.status', '=', 'open')
    .orderBy('r.id')
    .forUpdate()
    .execute();
  return rows.map(toRequest);
}

/** A page of an application's requests (every state), newest first, and how many there are. */
export async function pageApplicationRequests(
  db: Executor,
  applicationId: number,
  window: { limit: number; offset: number },
): Promise<{ items: DocumentRequest[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('documentRequests as r')
      .select(requestColumns)
      .where('r.applicationId', '=', applicationId)
      .orderBy('r.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('documentRequests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('applicationId', '=', applicationId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toRequest), total: Number(total.count) };
}

/** Every request of an application, newest first (the "all resolved" check reads them all). */
export async function listApplicationRequests(
  db: Executor,
  applicationId: number,
): Promise<DocumentRequest[]> {
  const rows = await db
    .selectFrom('documentRequests as r')
    .select(requestColumns)
    .where('r.applicationId', '=', applicationId)
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(toRequest);
}

/**
 * The open requests an upload of `documentType` (or naming `requestId`) answers, locked: a request
 * for the type, or the named one. Oldest first.
 */
export async function lockOpenRequests(
  db: Executor,
  applicationId: number,
  match: { documentType?: DocumentType; requestId?: number; rejectedDocumentId?: number },
): Promise<DocumentRequest[]> {
  if (
    match.documentType === undefined &&
    match.requestId === undefined &&
    match.rejectedDocumentId === undefined
  )
    return [];
  const rows = await db
    .selectFrom('documentRequests as r')
    .select(requestColumns)
    .where('r.applicationId', '=', applicationId)
    .where('r.status', '=', 'open')
    .where((eb) =>
      eb.or([
        ...(match.documentType !== undefined
          ? [eb('r.documentType', '=', match.documentType)]
          : []),
        ...(match.requestId !== undefined ? [eb('r.id', '=', match.requestId)] : []),
        ...(match.rejectedDocumentId !== undefined
          ? [eb('r.rejectedDocumentId', '=', match.rejectedDocumentId)]
          : []),
      ]),
    )
    .orderBy('r.id')
    .forUpdate()
    .execute();
  return rows.map(toRequest);
}

export async function findRequest(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRequest | undefined> {
  let query = db.selectFrom('documentRequests as r').select(requestColumns).where('r.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toRequest(row) : undefined;
}

export async function closeRequests(
  db: Executor,
  ids: readonly number[],
  values: { status: 'resolved' | 'cancelled'; documentId: number | null },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('documentRequests')
    .set({
      status: values.status,
      resolvedDocumentId: values.documentId,
      resolvedAt: sql<Date>`clock_timestamp()`,
    })
    .where('id', 'in', [...ids])
    .where('status', '=', 'open')
    .execute();
}

/** The application's open requests: those the admins named, and those to replace a rejected file. */
export async function countOpenRequests(
  db: Executor,
  applicationId: number,
): Promise<{ named: number; rejected: number; total: number }> {
  const row = await db
    .selectFrom('documentRequests')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.count<string>('rejectedDocumentId').as('rejected'),
    ])
    .where('applicationId', '=', applicationId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  const total = Number(row.count);
  const rejected = Number(row.rejected);
  return { named: total - rejected, rejected, total };
}

/** Open requests per listed application (document_requests_open_idx). */
export async function openRequestCounts(
  db: Executor,
  applicationIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(applicationIds.map((id) => [id, 0]));
  if (applicationIds.length === 0) return counts;
  const rows = await db
    .selectFrom('documentRequests')
    .select(['applicationId', (eb) => eb.fn.countAll<string>().as('count')])
    .where('applicationId', 'in', [...applicationIds])
    .where('status', '=', 'open')
    .groupBy('applicationId')
    .execute();
  for (const row of rows) counts.set(row.applicationId, Number(row.count));
  return counts;
}

/** The open requests on the applications in `owner`'s scope, oldest first (the dashboard). */
export async function listOpenRequests(
  db: Executor,
  owner: OwnerScope,
  window: { limit: number; offset: number; applicationId?: number },
): Promise<{ items: OpenDocumentRequest[]; total: number }> {
  let base = db
    .selectFrom('documentRequests as r')
    .innerJoin('applications as a', 'a.id', 'r.applicationId')
    .where('r.status', '=', 'open')
    .where(ownedBy('a.user_id', owner));
  if (window.applicationId !== undefined)
    base = base.where('r.applicationId', '=', window.applicationId);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('programs as p', 'p.id', 'a.programId')
      .select(requestColumns)
      .select(['a.studentFirstName', 'a.studentLastName', 'p.name as programName'])
      .orderBy('r.id', 'asc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      ...toRequest(row),
      studentFirstName: row.studentFirstName,
      studentLastName: row.studentLastName,
      programName: row.programName,
    })),
    total: Number(total.count),
  };
}
