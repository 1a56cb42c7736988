import { queries, type DB, type Kysely } from '@uniguide/db';
import {
  isoDay,
  addDays,
  DEFAULT_NOTIFICATION_PREFERENCES,
  JOURNEY_STAGES,
  JOURNEY_STAGE_ACTORS,
  JOURNEY_STAGE_LABELS,
  defaultEquivalencyDeadline,
} from '@uniguide/domain';
import { queueNotificationEmail } from '../notifications/email';
import {
  journeyReminderTexts,
  writtenFor,
  type JourneyReminderFact,
} from '../notifications/notification-texts';

export const JOURNEY_REMINDER_TYPE = 'journey_reminder';
/** Days before an unused entry permit expires, and before an equivalency deadline, to remind. */
export const PERMIT_REMINDER_DAYS = [14, 3] as const;
export const EQUIVALENCY_REMINDER_DAYS = [30, 7] as const;
/** A stage that waits on the agent longer than this is a reminder. */
export const AGENT_WAIT_DAYS = 7;

interface Reminder {
  key: string;
  /** The English texts, as docs/product.md has them. */
  title: string;
  body: string;
  /** What it tells, for the texts in another saved language (decision 079). */
  fact: JourneyReminderFact;
}

/** The window a date falls in: the smallest reminder day count it is within, or null. */
function window(due: string, today: string, days: readonly number[]): number | null {
  if (due < today) return null;
  const within = days.filter((count) => due <= addDays(today, count));
  return within.length > 0 ? Math.min(...within) : null;
}

/** What one open journey owes its agent today (pure, so the rules are tested without a clock). */
export function remindersFor(journey: queries.journey.OpenJourney, now: Date): Reminder[] {
  const { application, stages, attestation } = journey;
  const today = isoDay(now);
  const student = `${application.studentFirstName} ${application.studentLastName}`;
  const byStage = new Map(stages.map((stage) => [stage.stage, stage]));
  const reminders: Reminder[] = [];

  const permit = byStage.get('entry-permit-issued');
  const validUntil = permit?.state === 'done' ? permit.details.validUntil : undefined;
  if (validUntil && !byStage.has('arrived')) {
    const days = window(validUntil, today, PERMIT_REMINDER_DAYS);
    if (days !== null) {
      reminders.push({
        key: `permit-${days}:${validUntil}`,
        title: `The entry permit of ${student} expires on ${validUntil}`,
        body: 'The student has not arrived yet: the permit must be used before it expires.',
        fact: { kind: 'permit', student, day: validUntil },
      });
    }
  }

  if (!attestation?.equivalencyRecordedOn) {
    const deadline =
      attestation?.equivalencyDeadline ??
      defaultEquivalencyDeadline(application.intakeDate, application.createdAt);
    const days = deadline ? window(deadline, today, EQUIVALENCY_REMINDER_DAYS) : null;
    if (deadline && days !== null) {
      reminders.push({
        key: `equivalency-${days}:${deadline}`,
        title: `Equivalency for ${student} is due on ${deadline}`,
        body: 'Admission stays provisional until the Ministry of Education equivalency is recorded.',
        fact: { kind: 'equivalency', student, day: deadline },
      });
    }
  }

  const next = JOURNEY_STAGES.find((stage) => !byStage.has(stage));
  if (next && JOURNEY_STAGE_ACTORS[next] === 'agent') {
    const since = stages.reduce<Date>(
      (latest, stage) => (stage.recordedAt > latest ? stage.recordedAt : latest),
      new Date(application.updatedAt),
    );
    if (isoDay(since) <= addDays(today, -AGENT_WAIT_DAYS - 1)) {
      reminders.push({
        key: `waiting-${next}:${isoDay(since)}`,
        title: `${student}'s journey waits on you: ${JOURNEY_STAGE_LABELS[next]}`,
        body: `Nothing has been recorded for more than ${AGENT_WAIT_DAYS} days.`,
        fact: { kind: 'waiting', student, stage: next, days: AGENT_WAIT_DAYS },
      });
    }
  }
  return reminders;
}

/**
 * The journey reminder sweep (hourly, once per cluster through the job queue): claims each reminder
 * an open journey owes, notifies the owning agent and, when their Application Updates e-mails are
 * on, e-mails them (or keeps it for their digest). Answers how many reminders it sent.
 */
export async function sendJourneyReminders(db: Kysely<DB>, now = new Date()): Promise<number> {
  let sent = 0;
  for (const journey of await queries.journey.listOpenJourneys(db)) {
    for (const reminder of remindersFor(journey, now)) {
      await db.transaction().execute(async (tx) => {
        const { application } = journey;
        if (!(await queries.journey.claimJourneyReminder(tx, application.id, reminder.key))) return;
        const owner = await queries.users.findUserById(tx, application.userId);
        if (!owner?.active) return;
        const preferences = {
          ...DEFAULT_NOTIFICATION_PREFERENCES,
          ...owner.notificationPreferences,
        };
        const texts = writtenFor(
          owner.language,
          { title: reminder.title, body: reminder.body },
          (language) => journeyReminderTexts(language, reminder.fact),
        );
        await queries.notifications.insertNotification(tx, {
          userId: owner.id,
          type: JOURNEY_REMINDER_TYPE,
          ...texts,
          link: `/dashboard/applications/${application.id}`,
          applicationId: application.id,
          emailDue: preferences.applicationUpdates,
        });
        if (preferences.applicationUpdates) {
          await queueNotificationEmail(tx, {
            userId: owner.id,
            applicationId: application.id,
            digest: preferences.emailDigest,
          });
        }
        sent += 1;
      });
    }
  }
  return sent;
}
