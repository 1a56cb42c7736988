import type { AttestedCertificate, JourneyStage, JourneyStageDetails } from '@uniguide/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../executor';
import { ownedBy, type OwnerScope } from '../../owner-scope';
import type {
  ApplicationAttestationsTable,
  ApplicationRow,
  ApplicationJourneysTable,
  JourneyStagesTable,
  UniversityFeeLinesTable,
} from '../../schema';

export type ApplicationJourneyRow = Selectable<ApplicationJourneysTable>;
export type JourneyStageRow = Selectable<JourneyStagesTable>;

export async function findJourney(
  db: Executor,
  applicationId: number,
): Promise<ApplicationJourneyRow | null> {
  const row = await db
    .selectFrom('applicationJourneys')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .executeTakeFirst();
  return row ?? null;
}

export function listJourneyStages(db: Executor, applicationId: number): Promise<JourneyStageRow[]> {
  return db
    .selectFrom('journeyStages')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .execute();
}

export function insertWithdrawnJourney(
  db: Executor,
  values: { applicationId: number; withdrawnReason: string; withdrawnBy: number; now: Date },
): Promise<ApplicationJourneyRow> {
  return db
    .insertInto('applicationJourneys')
    .values({
      applicationId: values.applicationId,
      withdrawnAt: values.now,
      withdrawnReason: values.withdrawnReason,
      withdrawnBy: values.withdrawnBy,
      updatedAt: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function saveJourneyStage(
  db: Executor,
  values: {
    applicationId: number;
    stage: JourneyStage;
    state: 'done' | 'skipped';
    doneOn: string | null;
    skipReason: string | null;
    documentId: number | null;
    details: JourneyStageDetails;
    recordedBy: number;
    now: Date;
  },
): Promise<JourneyStageRow> {
  const { now, details, ...rest } = values;
  const row = { ...rest, details: JSON.stringify(details), recordedAt: now };
  return db
    .insertInto('journeyStages')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['applicationId', 'stage']).doUpdateSet({
        state: row.state,
        doneOn: row.doneOn,
        skipReason: row.skipReason,
        documentId: row.documentId,
        details: row.details,
        recordedBy: row.recordedBy,
        recordedAt: row.recordedAt,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteJourneyStage(
  db: Executor,
  applicationId: number,
  stage: JourneyStage,
): Promise<void> {
  await db
    .deleteFrom('journeyStages')
    .where('applicationId', '=', applicationId)
    .where('stage', '=', stage)
    .execute();
}

/** A document the application holds: attached to it, or sent by the university for it. */
export async function applicationHoldsDocument(
  db: Executor,
  applicationId: number,
  documentId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('documents as d')
    .select('d.id')
    .where('d.id', '=', documentId)
    .where((eb) =>
      eb.or([
        eb('d.applicationId', '=', applicationId),
        eb.exists(
          eb
            .selectFrom('applicationDocuments as ad')
            .select('ad.documentId')
            .whereRef('ad.documentId', '=', 'd.id')
            .where('ad.applicationId', '=', applicationId),
        ),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

export type AttestationRow = Selectable<ApplicationAttestationsTable>;

export async function findAttestation(
  db: Executor,
  applicationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<AttestationRow | null> {
  let query = db
    .selectFrom('applicationAttestations')
    .selectAll()
    .where('applicationId', '=', applicationId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export function saveAttestation(
  db: Executor,
  values: Omit<AttestationRow, 'certificates' | 'updatedAt'> & {
    certificates: AttestedCertificate[];
    now: Date;
  },
): Promise<AttestationRow> {
  const { now, certificates, applicationId, ...rest } = values;
  const row = { ...rest, certificates: JSON.stringify(certificates), updatedAt: now };
  return db
    .insertInto('applicationAttestations')
    .values({ applicationId, ...row })
    .onConflict((oc) => oc.column('applicationId').doUpdateSet(row))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An open journey the reminder sweep looks at: its application, stages and tracker. */
export interface OpenJourney {
  application: ApplicationRow;
  stages: JourneyStageRow[];
  attestation: AttestationRow | null;
}

/** Every journey still open (an offer status short of completed, not withdrawn), oldest first. */
export async function listOpenJourneys(db: Executor, owner?: OwnerScope): Promise<OpenJourney[]> {
  let query = db.selectFrom('applications as a').selectAll('a');
  if (owner) query = query.where(ownedBy('a.user_id', owner));
  const applications = await query
    .where('a.status', 'in', [
      'accepted-conditional-offer',
      'accepted-payment-pending',
      'payment-clearing',
      'approved',
    ])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applicationJourneys as j')
            .select('j.applicationId')
            .whereRef('j.applicationId', '=', 'a.id'),
        ),
      ),
    )
    .orderBy('a.id')
    .execute();
  if (applications.length === 0) return [];
  const ids = applications.map((application) => application.id);
  const [stages, attestations] = await Promise.all([
    db.selectFrom('journeyStages').selectAll().where('applicationId', 'in', ids).execute(),
    db
      .selectFrom('applicationAttestations')
      .selectAll()
      .where('applicationId', 'in', ids)
      .execute(),
  ]);
  return applications.map((application) => ({
    application,
    stages: stages.filter((stage) => stage.applicationId === application.id),
    attestation: attestations.find((row) => row.applicationId === application.id) ?? null,
  }));
}

/** Claims a reminder: true when this call is the first to send it (concurrent sweeps never twice). */
export async function claimJourneyReminder(
  db: Executor,
  applicationId: number,
  reminder: string,
): Promise<boolean> {
  const row = await db
    .insertInto('journeyReminders')
    .values({ applicationId, reminder })
    .onConflict((oc) => oc.columns(['applicationId', 'reminder']).doNothing())
    .returning('applicationId')
    .executeTakeFirst();
  return !!row;
}

export type FeeLineRow = Selectable<UniversityFeeLinesTable>;

export function listFeeLines(db: Executor, universityId: number): Promise<FeeLineRow[]> {
  return db
    .selectFrom('universityFeeLines')
    .selectAll()
    .where('universityId', '=', universityId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Whether VAT applies to the university's tuition (null: not on record); undefined when there is no such university. */
export async function findUniversityTuitionVat(
  db: Executor,
  universityId: number,
): Promise<{ tuitionVat: boolean | null } | undefined> {
  return db
    .selectFrom('universities')
    .select('tuitionVat')
    .where('id', '=', universityId)
    .executeTakeFirst();
}

/** Replaces a university's fee lines and its VAT flag; answers false for an unknown university. */
export async function replaceFeeLines(
  db: Executor,
  universityId: number,
  tuitionVat: boolean | null,
  lines: ReadonlyArray<Omit<FeeLineRow, 'id' | 'universityId' | 'position'>>,
): Promise<boolean> {
  const updated = await db
    .updateTable('universities')
    .set({ tuitionVat })
    .where('id', '=', universityId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await db.deleteFrom('universityFeeLines').where('universityId', '=', universityId).execute();
  if (lines.length > 0) {
    await db
      .insertInto('universityFeeLines')
      .values(lines.map((line, position) => ({ ...line, universityId, position })))
      .execute();
  }
  return true;
}

export async function findUniversityCostTerms(
  db: Executor,
  programId: number,
): Promise<{
  universityId: number;
  tuitionVat: boolean | null;
  tuitionAed: number | null;
  tuitionText: string | null;
} | null> {
  const row = await db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .select(['u.id as universityId', 'u.tuitionVat', 'p.tuitionAed', 'p.tuitionText'])
    .where('p.id', '=', programId)
    .executeTakeFirst();
  return row ?? null;
}
