import type { ApplicationStatus } from '../application/status';

/**
 * The journey after the offer (docs/product.md §5.9), in order. Each stage is recorded by the agent
 * or by the admin team; a stage waits for the one before it unless an admin skips that one with a
 * reason (an in-country student skips both entry-permit stages).
 */
export const JOURNEY_STAGES = [
  'offer-accepted',
  'visa-file-complete',
  'entry-permit-applied',
  'entry-permit-issued',
  'arrived',
  'medical-done',
  'biometrics-done',
  'emirates-id-issued',
  'registered',
] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

export type JourneyActor = 'agent' | 'admin';

export const JOURNEY_STAGE_ACTORS: Record<JourneyStage, JourneyActor> = {
  'offer-accepted': 'agent',
  'visa-file-complete': 'agent',
  'entry-permit-applied': 'admin',
  'entry-permit-issued': 'admin',
  arrived: 'agent',
  'medical-done': 'agent',
  'biometrics-done': 'agent',
  'emirates-id-issued': 'admin',
  registered: 'admin',
};

export const JOURNEY_STAGE_LABELS: Record<JourneyStage, string> = {
  'offer-accepted': 'Offer accepted and deposit paid',
  'visa-file-complete': 'Visa file complete',
  'entry-permit-applied': 'Entry permit applied',
  'entry-permit-issued': 'Entry permit issued',
  arrived: 'Arrived in the UAE',
  'medical-done': 'Medical test done',
  'biometrics-done': 'Emirates ID biometrics done',
  'emirates-id-issued': 'Emirates ID issued',
  registered: 'Registered at the university',
};

export const JOURNEY_ACTOR_LABELS: Record<JourneyActor, string> = {
  agent: 'Agent',
  admin: 'Admin team',
};

/** The stages an in-country student (already resident in the UAE) does without. */
export const ENTRY_PERMIT_STAGES: readonly JourneyStage[] = [
  'entry-permit-applied',
  'entry-permit-issued',
];

/** The statuses an application has once it holds an offer: its journey is open from then on. */
export const OFFER_STATUSES: readonly ApplicationStatus[] = [
  'accepted-conditional-offer',
  'accepted-payment-pending',
  'payment-clearing',
  'approved',
  'completed',
];

export function hasJourney(status: ApplicationStatus): boolean {
  return OFFER_STATUSES.includes(status);
}

/** Where the entry permit is issued: GDRFA in Dubai, ICP in the other emirates, or a free zone. */
export const ENTRY_PERMIT_AUTHORITIES = ['gdrfa-dubai', 'icp', 'free-zone'] as const;
export type EntryPermitAuthority = (typeof ENTRY_PERMIT_AUTHORITIES)[number];
export const ENTRY_PERMIT_AUTHORITY_LABELS: Record<EntryPermitAuthority, string> = {
  'gdrfa-dubai': 'GDRFA (Dubai)',
  icp: 'ICP (other emirates)',
  'free-zone': 'Free-zone authority',
};

/** An entry permit is valid for this many days from issue unless the admin enters another date. */
export const ENTRY_PERMIT_VALID_DAYS = 60;

/** What a recorded stage holds beyond its date (each key belongs to one stage). */
export interface JourneyStageDetails {
  authority?: EntryPermitAuthority;
  securityCheck?: boolean;
  validUntil?: string;
  emiratesIdLast4?: string;
  emiratesIdExpiry?: string;
}

export type JourneyStageState = 'pending' | 'done' | 'skipped';

export interface JourneyStageView {
  stage: JourneyStage;
  label: string;
  actor: JourneyActor;
  state: JourneyStageState;
  doneOn: string | null;
  skipReason: string | null;
  documentId: number | null;
  details: JourneyStageDetails;
  /** The date the stage is due by, when one follows from another (permit expiry, term start). */
  dueOn: string | null;
  /** Recorded stages before it are all done or skipped: it may be recorded now. */
  ready: boolean;
}

export type JourneyFlag = 'entry-permit-expired' | 'entry-permit-expiring';

export interface JourneyView {
  applicationId: number;
  status: ApplicationStatus;
  /** Both entry-permit stages skipped: the student is already resident in the UAE. */
  inCountry: boolean;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  /** First day of the intake's month, when the intake names one. */
  termStartsOn: string | null;
  stages: JourneyStageView[];
  /** The first stage not yet done or skipped (null once registered or withdrawn). */
  next: JourneyStage | null;
  flags: JourneyFlag[];
}

/** An Emirates ID as the portal shows it: only its last four digits are kept ("784-••••-••••567-8"). */
export function maskedEmiratesId(last4: string): string {
  return `784-••••-••••${last4.slice(0, 3)}-${last4.slice(3)}`;
}
