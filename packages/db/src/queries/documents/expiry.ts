import { sql } from 'kysely';
import { FINISHED_STATUSES, type DocumentMeta, type DocumentType } from '@uniguide/domain';
import { ownedBy, type OwnerScope } from '../../owner-scope';
import type { Executor } from '../../executor';
import { PENDING_STORAGE_DRIVER, toDocumentMeta } from './documents';

export interface ClaimedExpiringDocument {
  id: number;
  userId: number;
  documentType: DocumentType;
  expiresOn: string;
  studentId: number;
  studentFirstName: string;
  studentLastName: string;
}

/**
 * Marks every completed document expiring on or before `notifyBy` ("YYYY-MM-DD") that was not yet
 * notified, and returns them. One statement claims the rows, so of two concurrent sweeps the second
 * waits on the first's row locks, re-checks `expiry_notified_at IS NULL` and skips them.
 */
export async function claimExpiringDocuments(
  db: Executor,
  input: { notifyBy: string; now: Date },
): Promise<ClaimedExpiringDocument[]> {
  const rows = await db
    .updateTable('documents as d')
    .from('students as s')
    .set({ expiryNotifiedAt: input.now })
    .whereRef('s.id', '=', 'd.studentId')
    .where('d.expiresOn', 'is not', null)
    .where('d.expiresOn', '<=', input.notifyBy)
    .where('d.expiryNotifiedAt', 'is', null)
    .where('d.storageDriver', '!=', PENDING_STORAGE_DRIVER)
    .returning([
      'd.id',
      'd.userId',
      'd.documentType',
      'd.expiresOn',
      's.id as studentId',
      's.firstName as studentFirstName',
      's.lastName as studentLastName',
    ])
    .execute();
  return rows.map((row) => ({ ...row, expiresOn: row.expiresOn ?? input.notifyBy }));
}

export interface ExpiryCandidate {
  document: DocumentMeta;
  student: { id: number; firstName: string; lastName: string };
  /** Active (not finished) applications holding the document, with their intake text. */
  applications: Array<{ id: number; intakeDate: string }>;
}

/**
 * The agent's dated documents that may need a warning: expiring on or before `warnBy`, or held by
 * an active application (whose intake may start after the expiry — the caller parses the intake).
 */
export async function listExpiryCandidates(
  db: Executor,
  owner: OwnerScope,
  warnBy: string,
): Promise<ExpiryCandidate[]> {
  const finished = sql.join(FINISHED_STATUSES.map((status) => sql.lit(status)));
  const rows = await db
    .selectFrom('documents as d')
    .innerJoin('students as s', 's.id', 'd.studentId')
    .select([
      'd.id',
      'd.applicationId',
      'd.studentId',
      'd.expiresOn',
      'd.documentType',
      'd.filename',
      'd.originalFilename',
      'd.fileSize',
      'd.mimeType',
      'd.uploadedAt',
      'd.reviewStatus',
      'd.reviewReason',
      's.firstName as studentFirstName',
      's.lastName as studentLastName',
    ])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('applicationDocuments as ad')
            .innerJoin('applications as a', 'a.id', 'ad.applicationId')
            .select(
              sql<
                Array<{ id: number; intakeDate: string }>
              >`json_agg(json_build_object('id', ${sql.ref('a.id')}, 'intakeDate', ${sql.ref('a.intakeDate')}) order by ${sql.ref('a.id')})`.as(
                'applications',
              ),
            )
            .whereRef('ad.documentId', '=', 'd.id')
            .where(sql<boolean>`${sql.ref('a.status')} not in (${finished})`),
          sql<Array<{ id: number; intakeDate: string }>>`'[]'::json`,
        )
        .as('applications'),
    )
    .where(ownedBy('d.user_id', owner))
    .where('d.expiresOn', 'is not', null)
    .where('d.storageDriver', '!=', PENDING_STORAGE_DRIVER)
    .where((eb) =>
      eb.or([
        eb('d.expiresOn', '<=', warnBy),
        eb.exists(
          eb
            .selectFrom('applicationDocuments as held')
            .innerJoin('applications as active', 'active.id', 'held.applicationId')
            .select('held.documentId')
            .whereRef('held.documentId', '=', 'd.id')
            .where(sql<boolean>`${sql.ref('active.status')} not in (${finished})`),
        ),
      ]),
    )
    .orderBy('d.expiresOn', 'asc')
    .orderBy('d.id', 'asc')
    .execute();
  return rows.map((row) => ({
    document: toDocumentMeta(row),
    student: { id: row.studentId, firstName: row.studentFirstName, lastName: row.studentLastName },
    applications:
      typeof row.applications === 'string' ? JSON.parse(row.applications) : row.applications,
  }));
}
