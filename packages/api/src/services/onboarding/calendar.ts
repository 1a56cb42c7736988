import { BRAND } from '@uniguide/domain';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

export interface InvitationEvent {
  /** Stable for the booking's whole life: a reschedule or a cancel names the same event. */
  uid: string;
  /** The event's revision: 0 when booked, one more for each move and for the cancel. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  durationMinutes: number;
  expertName: string;
  region: string;
  meetingUrl: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** The booking's UID: the booking id under the agent app's host name. */
export function invitationUid(bookingId: number, publicAgentUrl: string): string {
  const host = URL.canParse(publicAgentUrl) ? new URL(publicAgentUrl).hostname : 'uniguide.local';
  return `onboarding-booking-${bookingId}@${host}`;
}

/**
 * The `.ics` text of one booking's invitation (RFC 5545, with the iTIP method of RFC 5546), made by
 * ical-generator: METHOD:REQUEST for a booking or a move, METHOD:CANCEL (and STATUS:CANCELLED) for
 * a cancel; times in UTC, so every calendar shows them in its own time zone.
 */
export function invitationIcs(event: InvitationEvent): string {
  const calendar = ical({
    prodId: { company: BRAND.name, product: 'Onboarding', language: 'EN' },
    method: event.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    name: `${BRAND.name} onboarding`,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: event.start,
    end: new Date(event.start.getTime() + event.durationMinutes * 60_000),
    stamp: new Date(),
    summary: `${BRAND.name} onboarding with ${event.expertName} (${event.region})`,
    description: `Your personal onboarding session with ${event.expertName}, ${BRAND.name}'s expert for ${event.region}.\nJoin online: ${event.meetingUrl}`,
    location: event.meetingUrl,
    url: event.meetingUrl,
    status: event.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: event.organizer,
    attendees: [
      {
        name: event.attendee.name,
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: event.method === 'REQUEST',
      },
    ],
  });
  return calendar.toString();
}
