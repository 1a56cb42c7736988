import { bodyWithPathId, pathId } from './applications';
import type { RestRow } from './types';

/** Onboarding with a regional expert (docs/product.md §5.11, decision 062). */
export const onboardingRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/onboarding/slots',
    procedure: 'onboarding.slots',
    summary:
      'Onboarding slots still to come, soonest first, with the seats left (a full one shows 0); times are UTC instants',
    tag: 'Onboarding',
    access: 'signedIn',
  },
  {
    method: 'GET',
    path: '/api/onboarding/booking',
    procedure: 'onboarding.overview',
    summary:
      "The signed-in agent's booked (or held) session with its meeting link, whether they are invited to book, and the open slots",
    tag: 'Onboarding',
    access: 'signedIn',
  },
  {
    method: 'POST',
    path: '/api/onboarding/bookings',
    procedure: 'onboarding.book',
    summary:
      'Book a seat in a slot (approved agents; both sides are e-mailed an .ics invitation, METHOD:REQUEST)',
    tag: 'Onboarding',
    access: 'signedIn',
    successStatus: 201,
    refusals: ['Forbidden'],
    conflict:
      'The slot is full or has already started, or the agent already has a session booked (move or cancel it instead)',
  },
  {
    method: 'PATCH',
    path: '/api/onboarding/bookings/:id',
    procedure: 'onboarding.reschedule',
    summary:
      'Move a booking to another slot in one step (same invitation UID, SEQUENCE one higher, METHOD:REQUEST)',
    tag: 'Onboarding',
    access: 'signedIn',
    input: bodyWithPathId,
    conflict:
      'The new slot is full, has started or is the same slot, or the booking is no longer booked or its session has started',
  },
  {
    method: 'DELETE',
    path: '/api/onboarding/bookings/:id',
    procedure: 'onboarding.cancel',
    summary: 'Cancel a booking (both sides are e-mailed the invitation with METHOD:CANCEL)',
    tag: 'Onboarding',
    access: 'signedIn',
    input: pathId,
    conflict: 'The booking is no longer booked, or its session has already started',
  },
  {
    method: 'GET',
    path: '/api/admin/onboarding/slots',
    procedure: 'admin.onboarding.list',
    summary:
      'Onboarding sessions with their agents: when=upcoming (soonest first, the default) or when=past (latest first)',
    tag: 'Onboarding',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/onboarding/slots',
    procedure: 'admin.onboarding.createSlot',
    summary:
      'Publish an onboarding slot: expert, optional expert e-mail, region, start (an instant with its offset), minutes, seats, https meeting link',
    tag: 'Onboarding',
    access: 'admin',
    successStatus: 201,
  },
  {
    method: 'PUT',
    path: '/api/admin/onboarding/slots/:id',
    procedure: 'admin.onboarding.updateSlot',
    summary:
      'Change a slot nobody has booked: the whole slot again (expert, optional expert e-mail, region, start, minutes, seats, https meeting link)',
    tag: 'Onboarding',
    access: 'admin',
    input: bodyWithPathId,
    conflict: 'An agent has booked the slot (withdraw it instead), or the slot has already started',
  },
  {
    method: 'DELETE',
    path: '/api/admin/onboarding/slots/:id',
    procedure: 'admin.onboarding.withdrawSlot',
    summary:
      'Withdraw a slot still to come: it leaves every list, its bookings are cancelled and each booked agent (and the expert) is e-mailed the invitation with METHOD:CANCEL',
    tag: 'Onboarding',
    access: 'admin',
    input: pathId,
    conflict: 'The slot has already started',
  },
  {
    method: 'PATCH',
    path: '/api/admin/onboarding/bookings/:id',
    procedure: 'admin.onboarding.mark',
    summary: "Mark one agent's session held or missed (outcome), once it has started",
    tag: 'Onboarding',
    access: 'admin',
    input: bodyWithPathId,
    conflict: 'The session has not started yet, or the booking was cancelled',
  },
];
