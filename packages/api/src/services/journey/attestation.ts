import { queries, type ApplicationRow } from '@uniguide/db';
import {
  AppError,
  DEADLINE_ADMIN_ONLY,
  defaultEquivalencyDeadline,
  type AttestationView,
  type SetAttestationInput,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { readableApplication } from '../applications/readable';

type AttestationRow = queries.journey.AttestationRow;

const NO_STEPS = {
  'education-authority': null,
  'foreign-ministry': null,
  'uae-embassy': null,
  'uae-mofa': null,
};

/** The tracker as both sides see it; before anything is recorded, the application's qualification. */
export function attestationView(
  application: ApplicationRow,
  row: AttestationRow | null,
): AttestationView {
  const fallback = defaultEquivalencyDeadline(application.intakeDate, application.createdAt);
  const deadline = row?.equivalencyDeadline ?? fallback;
  return {
    applicationId: application.id,
    certificates: row?.certificates ?? [
      { name: application.qualificationName, steps: { ...NO_STEPS } },
    ],
    moeApplicationNumber: row?.moeApplicationNumber ?? null,
    equivalencyDeadline: deadline,
    deadlineSource: row?.equivalencyDeadline ? 'admin' : fallback ? 'default' : 'none',
    equivalencyRecordedOn: row?.equivalencyRecordedOn ?? null,
    provisional: !row?.equivalencyRecordedOn,
    undertakingSigned: row?.undertakingSigned ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function loadAttestation(
  ctx: SignedInContext,
  applicationId: number,
): Promise<AttestationView> {
  const application = await readableApplication(ctx.db, ctx, applicationId);
  return attestationView(application, await queries.journey.findAttestation(ctx.db, applicationId));
}

function auditValues(row: AttestationRow | null) {
  if (!row) return null;
  return {
    certificates: row.certificates,
    moeApplicationNumber: row.moeApplicationNumber,
    equivalencyDeadline: row.equivalencyDeadline,
    equivalencyRecordedOn: row.equivalencyRecordedOn,
    undertakingSigned: row.undertakingSigned,
  };
}

/**
 * Replaces the tracker, audited. The agent and the admin team both keep it; only an admin moves the
 * equivalency deadline (an agent's save keeps the one on record).
 */
export async function setAttestation(
  ctx: SignedInContext,
  input: SetAttestationInput,
): Promise<AttestationView> {
  return ctx.db.transaction().execute(async (tx) => {
    const application = await readableApplication(tx, ctx, input.applicationId, true);
    const before = await queries.journey.findAttestation(tx, input.applicationId, {
      forUpdate: true,
    });
    const keptDeadline = before?.equivalencyDeadline ?? null;
    if (
      ctx.user.role !== 'admin' &&
      input.equivalencyDeadline !== undefined &&
      input.equivalencyDeadline !== keptDeadline
    ) {
      throw new AppError('FORBIDDEN', DEADLINE_ADMIN_ONLY);
    }
    const row = await queries.journey.saveAttestation(tx, {
      applicationId: input.applicationId,
      certificates: input.certificates,
      moeApplicationNumber: input.moeApplicationNumber,
      equivalencyDeadline:
        input.equivalencyDeadline === undefined ? keptDeadline : input.equivalencyDeadline,
      equivalencyRecordedOn: input.equivalencyRecordedOn,
      undertakingSigned: input.undertakingSigned,
      updatedBy: ctx.user.id,
      now: new Date(),
    });
    await writeAudit(tx, ctx, {
      action: 'attestation_saved',
      resourceType: 'application',
      resourceId: input.applicationId,
      previousData: auditValues(before),
      newData: auditValues(row),
    });
    return attestationView(application, row);
  });
}
