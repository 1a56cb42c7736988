import { queries } from '@uniguide/db';
import {
  isoDay,
  JOURNEY_STAGE_ACTORS,
  JOURNEY_STAGE_LABELS,
  addDays,
  type JourneyQueueItem,
  type JourneyQueueView,
} from '@uniguide/domain';
import { listScope, type SignedInContext } from '../../access';
import { attestationView } from './attestation';
import { journeyView } from './journey';
import { EQUIVALENCY_REMINDER_DAYS } from './reminders';

function item(journey: queries.journey.OpenJourney, now: Date): JourneyQueueItem {
  const view = journeyView(journey.application, journey.stages, null, now);
  const attestation = attestationView(journey.application, journey.attestation);
  const next = view.stages.find((stage) => stage.stage === view.next);
  return {
    applicationId: journey.application.id,
    studentName: `${journey.application.studentFirstName} ${journey.application.studentLastName}`,
    next: view.next,
    nextLabel: view.next ? JOURNEY_STAGE_LABELS[view.next] : null,
    nextActor: view.next ? JOURNEY_STAGE_ACTORS[view.next] : null,
    dueOn: next?.dueOn ?? null,
    flags: view.flags,
    equivalencyDeadline: attestation.provisional ? attestation.equivalencyDeadline : null,
  };
}

const bySoonest = (a: JourneyQueueItem, b: JourneyQueueItem) =>
  (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999') || a.applicationId - b.applicationId;

/** The agent's open journeys with each one's next step, the soonest due first (the dashboard). */
export async function journeyNextSteps(
  ctx: SignedInContext,
  now = new Date(),
): Promise<JourneyQueueItem[]> {
  const journeys = await queries.journey.listOpenJourneys(ctx.db, listScope(ctx.user));
  return journeys.map((journey) => item(journey, now)).sort(bySoonest);
}

/** The admin queue's journey views: stages waiting on the admin team, permits, equivalency. */
export async function journeyQueue(
  ctx: SignedInContext,
  view: JourneyQueueView,
  now = new Date(),
): Promise<JourneyQueueItem[]> {
  const items = (await queries.journey.listOpenJourneys(ctx.db)).map((journey) =>
    item(journey, now),
  );
  const horizon = addDays(isoDay(now), Math.max(...EQUIVALENCY_REMINDER_DAYS));
  if (view === 'waiting-on-us') {
    return items.filter((entry) => entry.nextActor === 'admin').sort(bySoonest);
  }
  if (view === 'permit-expiring') {
    return items.filter((entry) => entry.flags.length > 0).sort(bySoonest);
  }
  return items
    .filter((entry) => entry.equivalencyDeadline !== null && entry.equivalencyDeadline <= horizon)
    .sort((a, b) => (a.equivalencyDeadline ?? '').localeCompare(b.equivalencyDeadline ?? ''));
}
