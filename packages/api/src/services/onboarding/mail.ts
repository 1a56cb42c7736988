import type { OnboardingAttendee, OnboardingBookingRow, OnboardingSlotRow } from '@uniguide/db';
import { queries } from '@uniguide/db';
import {
  ADMIN_ONBOARDING_PATH,
  ONBOARDING_PATH,
  displayName,
  formatSessionTime,
  type Language,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import type { Executor } from '../audit';
import { enqueueEmail, languageForAddress } from '../mail';
import { invitationIcs, invitationUid } from './calendar';

/** `withdrawn`: an admin withdrew the slot, so the booking is cancelled (docs/decisions/073). */
export type OnboardingChange = 'booked' | 'moved' | 'cancelled' | 'withdrawn';

function url(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}${path}`;
}

interface TeamAddress {
  address: string;
  language: Language | null;
}

/**
 * The expert's side of a slot: the expert's own address when the slot names one, else the admin
 * who published it (null when neither is there any more: only the agent is written to). Its
 * language (docs/decisions/079-email-language.md): the saved choice of the account with that
 * address, else that of the admin who published the slot (the expert works with them), else
 * English — never the agent's.
 */
async function teamAddressOf(tx: Executor, slot: OnboardingSlotRow): Promise<TeamAddress | null> {
  const publisher =
    slot.createdBy === null ? null : await queries.users.findUserLanguage(tx, slot.createdBy);
  const address = slot.expertEmail ?? (await queries.onboarding.findAdminEmail(tx, slot.createdBy));
  if (address === null) return null;
  return { address, language: await languageForAddress(tx, address, publisher) };
}

async function sendOne(
  tx: Executor,
  ctx: SignedInContext,
  message: {
    change: OnboardingChange;
    audience: 'agent' | 'team';
    to: string;
    /** The team side's language (the agent's copy follows the agent's saved choice). */
    teamLanguage?: Language | null;
    booking: OnboardingBookingRow;
    slot: OnboardingSlotRow;
    agent: OnboardingAttendee;
    organizerEmail: string;
  },
): Promise<void> {
  const { booking, slot, agent } = message;
  const agentName = displayName(agent);
  // The agent's copy in their saved language; the expert's side in its own (teamAddressOf).
  const language = message.audience === 'agent' ? agent.language : (message.teamLanguage ?? null);
  const method =
    message.change === 'cancelled' || message.change === 'withdrawn' ? 'CANCEL' : 'REQUEST';
  const content = invitationIcs({
    uid: invitationUid(booking.id, ctx.config.publicAgentUrl),
    sequence: booking.sequence,
    method,
    start: new Date(slot.startsAt),
    durationMinutes: slot.durationMinutes,
    expertName: slot.expertName,
    region: slot.region,
    meetingUrl: slot.meetingUrl,
    organizer: { name: slot.expertName, email: message.organizerEmail },
    attendee: { name: agentName, email: agent.username },
  });
  await enqueueEmail(tx, {
    to: message.to,
    template: 'onboarding_session',
    props: {
      change: message.change,
      audience: message.audience,
      firstName: message.audience === 'agent' ? agent.firstName : null,
      agentName,
      agentEmail: agent.username,
      expertName: slot.expertName,
      region: slot.region,
      when: `${formatSessionTime(slot.startsAt, 'UTC', language ?? 'en')} UTC`,
      durationMinutes: slot.durationMinutes,
      meetingUrl: slot.meetingUrl,
      manageUrl:
        message.audience === 'agent'
          ? url(ctx.config.publicAgentUrl, ONBOARDING_PATH)
          : url(ctx.config.publicAdminUrl, ADMIN_ONBOARDING_PATH),
    },
    kind: `onboarding_${message.change}`,
    userId: message.audience === 'agent' ? agent.id : null,
    language,
    calendar: { method, content },
  });
}

/**
 * The two e-mails of a booking, a move or a cancel, each with the `.ics` invitation: one to the
 * agent, one to the expert's side. A move to a slot run by someone else tells the old side that
 * the event is cancelled (same UID and sequence) and the new side that it is requested. Enqueued in
 * the caller's transaction: a refused change sends nothing.
 */
export async function sendOnboardingMail(
  tx: Executor,
  ctx: SignedInContext,
  change: {
    kind: OnboardingChange;
    booking: OnboardingBookingRow;
    slot: OnboardingSlotRow;
    agent: OnboardingAttendee;
    previousSlot?: OnboardingSlotRow;
  },
): Promise<void> {
  const { booking, slot, agent } = change;
  const team = await teamAddressOf(tx, slot);
  const organizerEmail = team?.address ?? agent.username;
  await sendOne(tx, ctx, {
    change: change.kind,
    audience: 'agent',
    to: agent.username,
    booking,
    slot,
    agent,
    organizerEmail,
  });
  if (team) {
    await sendOne(tx, ctx, {
      change: change.kind,
      audience: 'team',
      to: team.address,
      teamLanguage: team.language,
      booking,
      slot,
      agent,
      organizerEmail,
    });
  }
  if (change.previousSlot) {
    const previousTeam = await teamAddressOf(tx, change.previousSlot);
    if (previousTeam && previousTeam.address !== team?.address) {
      await sendOne(tx, ctx, {
        change: 'cancelled',
        audience: 'team',
        to: previousTeam.address,
        teamLanguage: previousTeam.language,
        booking,
        slot: change.previousSlot,
        agent,
        organizerEmail: previousTeam.address,
      });
    }
  }
}
