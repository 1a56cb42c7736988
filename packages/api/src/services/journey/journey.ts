import { queries, type ApplicationRow } from '@uniguide/db';

type JourneyStageRow = queries.journey.JourneyStageRow;
import {
  AppError,
  ENTRY_PERMIT_STAGES,
  ENTRY_PERMIT_VALID_DAYS,
  JOURNEY_STAGES,
  JOURNEY_STAGE_ACTORS,
  JOURNEY_STAGE_LABELS,
  addDays,
  intakeStartDate,
  storedDetails,
  type AdminStageInput,
  type JourneyFlag,
  type JourneyStage,
  type JourneyStageView,
  type JourneyView,
  type RecordStageInput,
  type WithdrawJourneyInput,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';
import { applyStatusChange } from '../applications/status-change';
import { journeyApplication } from './application';

export const ADMIN_STAGE_MESSAGE = 'This stage is recorded by the admin team';
export const WITHDRAWN_MESSAGE = 'This journey was closed as withdrawn';
export const REGISTERED_LOCKED_MESSAGE =
  "Registration is recorded: change the application's status to undo it";
export const DOCUMENT_NOT_ON_APPLICATION = 'Document not found';
export const JOURNEY_EXPIRING_DAYS = 14;

export function stageBlockedMessage(stage: JourneyStage): string {
  return `"${JOURNEY_STAGE_LABELS[stage]}" must be done, or skipped by the admin team, first`;
}
export function laterStageMessage(stage: JourneyStage): string {
  return `"${JOURNEY_STAGE_LABELS[stage]}" is recorded: reopen it first`;
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The journey as both sides see it: every stage in order, due dates and flags. */
export function journeyView(
  application: ApplicationRow,
  rows: readonly JourneyStageRow[],
  withdrawn: { withdrawnAt: Date; withdrawnReason: string } | null,
  now: Date,
): JourneyView {
  const byStage = new Map(rows.map((row) => [row.stage, row]));
  const termStartsOn = intakeStartDate(application.intakeDate, application.createdAt);
  const permit = byStage.get('entry-permit-issued');
  const permitValidUntil = permit?.state === 'done' ? (permit.details.validUntil ?? null) : null;
  let resolvedSoFar = true;
  const stages: JourneyStageView[] = JOURNEY_STAGES.map((stage) => {
    const row = byStage.get(stage);
    const view: JourneyStageView = {
      stage,
      label: JOURNEY_STAGE_LABELS[stage],
      actor: JOURNEY_STAGE_ACTORS[stage],
      state: row?.state ?? 'pending',
      doneOn: row?.doneOn ?? null,
      skipReason: row?.skipReason ?? null,
      documentId: row?.documentId ?? null,
      details: row?.details ?? {},
      dueOn: stage === 'arrived' ? permitValidUntil : stage === 'registered' ? termStartsOn : null,
      ready: resolvedSoFar,
    };
    if (!row) resolvedSoFar = false;
    return view;
  });
  const next = withdrawn
    ? null
    : (stages.find((stage) => stage.state === 'pending')?.stage ?? null);
  const flags: JourneyFlag[] = [];
  const arrived = byStage.get('arrived');
  if (!withdrawn && permitValidUntil && !arrived) {
    if (permitValidUntil < today(now)) flags.push('entry-permit-expired');
    else if (permitValidUntil <= addDays(today(now), JOURNEY_EXPIRING_DAYS)) {
      flags.push('entry-permit-expiring');
    }
  }
  return {
    applicationId: application.id,
    status: application.status,
    inCountry: ENTRY_PERMIT_STAGES.every((stage) => byStage.get(stage)?.state === 'skipped'),
    withdrawnAt: withdrawn?.withdrawnAt.toISOString() ?? null,
    withdrawnReason: withdrawn?.withdrawnReason ?? null,
    termStartsOn,
    stages,
    next,
    flags,
  };
}

async function loadView(db: Executor, application: ApplicationRow): Promise<JourneyView> {
  const [rows, journey] = await Promise.all([
    queries.journey.listJourneyStages(db, application.id),
    queries.journey.findJourney(db, application.id),
  ]);
  return journeyView(application, rows, journey, new Date());
}

export async function loadJourney(
  ctx: SignedInContext,
  applicationId: number,
): Promise<JourneyView> {
  return loadView(ctx.db, await journeyApplication(ctx.db, ctx, applicationId));
}

function auditValues(row: JourneyStageRow | undefined) {
  if (!row) return null;
  return {
    stage: row.stage,
    state: row.state,
    doneOn: row.doneOn,
    skipReason: row.skipReason,
    documentId: row.documentId,
    details: row.details,
  };
}

type Change =
  | { state: 'done'; input: Omit<RecordStageInput, 'applicationId'> }
  | { state: 'skipped'; reason: string }
  | { state: 'pending' };

/**
 * One stage change under the application's row lock: the order rule, the file check, the audit
 * row, and for "registered" the application's move to completed through the status-change rule
 * (which earns the commission).
 */
async function changeStage(
  ctx: SignedInContext,
  applicationId: number,
  stage: JourneyStage,
  change: Change,
): Promise<JourneyView> {
  return ctx.db.transaction().execute(async (tx) => {
    const application = await journeyApplication(tx, ctx, applicationId, true);
    if (await queries.journey.findJourney(tx, applicationId)) {
      throw new AppError('CONFLICT', WITHDRAWN_MESSAGE);
    }
    const rows = await queries.journey.listJourneyStages(tx, applicationId);
    const byStage = new Map(rows.map((row) => [row.stage, row]));
    const index = JOURNEY_STAGES.indexOf(stage);
    const before = byStage.get(stage);
    const now = new Date();
    if (stage === 'registered' && before?.state === 'done') {
      throw new AppError('CONFLICT', REGISTERED_LOCKED_MESSAGE);
    }
    if (change.state === 'pending') {
      const later = JOURNEY_STAGES.slice(index + 1).find((other) => byStage.has(other));
      if (later) throw new AppError('CONFLICT', laterStageMessage(later));
      if (before) await queries.journey.deleteJourneyStage(tx, applicationId, stage);
    } else if (change.state === 'skipped') {
      if (stage === 'registered') {
        throw new AppError('BAD_REQUEST', 'Registration cannot be skipped', [
          { path: 'stage', message: 'Registration cannot be skipped' },
        ]);
      }
      await queries.journey.saveJourneyStage(tx, {
        applicationId,
        stage,
        state: 'skipped',
        doneOn: null,
        skipReason: change.reason,
        documentId: null,
        details: {},
        recordedBy: ctx.user.id,
        now,
      });
    } else {
      const blocker = JOURNEY_STAGES.slice(0, index).find((other) => !byStage.has(other));
      if (blocker) throw new AppError('CONFLICT', stageBlockedMessage(blocker));
      const { input } = change;
      const documentId = input.documentId ?? null;
      if (
        documentId !== null &&
        !(await queries.journey.applicationHoldsDocument(tx, applicationId, documentId))
      ) {
        throw new AppError('NOT_FOUND', DOCUMENT_NOT_ON_APPLICATION, [
          { path: 'documentId', message: DOCUMENT_NOT_ON_APPLICATION },
        ]);
      }
      const details = storedDetails(input);
      if (stage === 'entry-permit-issued' && !details.validUntil) {
        details.validUntil = addDays(input.doneOn, ENTRY_PERMIT_VALID_DAYS);
      }
      await queries.journey.saveJourneyStage(tx, {
        applicationId,
        stage,
        state: 'done',
        doneOn: input.doneOn,
        skipReason: null,
        documentId,
        details,
        recordedBy: ctx.user.id,
        now,
      });
    }
    const after = (await queries.journey.listJourneyStages(tx, applicationId)).find(
      (row) => row.stage === stage,
    );
    await writeAudit(tx, ctx, {
      action: `journey_stage_${change.state === 'done' ? 'recorded' : change.state === 'skipped' ? 'skipped' : 'reopened'}`,
      resourceType: 'application',
      resourceId: applicationId,
      previousData: auditValues(before),
      newData: auditValues(after) ?? { stage, state: 'pending' },
    });
    let current = application;
    if (stage === 'registered' && change.state === 'done' && application.status !== 'completed') {
      current = await applyStatusChange(tx, ctx, application, {
        id: applicationId,
        status: 'completed',
        notes: JOURNEY_STAGE_LABELS.registered,
      });
    }
    return loadView(tx, current);
  });
}

/** The agent records one of the agent's stages (an admin stage is a 403). */
export function recordAgentStage(
  ctx: SignedInContext,
  input: RecordStageInput,
): Promise<JourneyView> {
  if (JOURNEY_STAGE_ACTORS[input.stage] !== 'agent' && ctx.user.role !== 'admin') {
    return Promise.reject(new AppError('FORBIDDEN', ADMIN_STAGE_MESSAGE));
  }
  const { applicationId, stage } = input;
  return changeStage(ctx, applicationId, stage, { state: 'done', input });
}

/** The admin team records any stage, skips one with a reason, or reopens one. */
export function recordAdminStage(
  ctx: SignedInContext,
  input: AdminStageInput,
): Promise<JourneyView> {
  const { applicationId, stage } = input;
  if (input.state === 'done')
    return changeStage(ctx, applicationId, stage, { state: 'done', input });
  if (input.state === 'skipped') {
    return changeStage(ctx, applicationId, stage, { state: 'skipped', reason: input.reason });
  }
  return changeStage(ctx, applicationId, stage, { state: 'pending' });
}

/** The admin closes a journey that will not reach registration; no commission follows. */
export async function withdrawJourney(
  ctx: SignedInContext,
  input: WithdrawJourneyInput,
): Promise<JourneyView> {
  return ctx.db.transaction().execute(async (tx) => {
    const application = await journeyApplication(tx, ctx, input.applicationId, true);
    if (application.status === 'completed') {
      throw new AppError('CONFLICT', REGISTERED_LOCKED_MESSAGE);
    }
    if (await queries.journey.findJourney(tx, input.applicationId)) {
      throw new AppError('CONFLICT', WITHDRAWN_MESSAGE);
    }
    const row = await queries.journey.insertWithdrawnJourney(tx, {
      applicationId: input.applicationId,
      withdrawnReason: input.reason,
      withdrawnBy: ctx.user.id,
      now: new Date(),
    });
    await writeAudit(tx, ctx, {
      action: 'journey_withdrawn',
      resourceType: 'application',
      resourceId: input.applicationId,
      previousData: null,
      newData: { withdrawnAt: row.withdrawnAt, withdrawnReason: row.withdrawnReason },
    });
    return loadView(tx, application);
  });
}
