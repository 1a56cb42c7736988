import { APPLICATION_STATUSES, type ApplicationStatus } from './statuses';

export { APPLICATION_STATUSES, type ApplicationStatus };

/** Other spellings accepted on input. */
export const STATUS_ALIASES: Record<string, ApplicationStatus> = {
  'action-required': 'incomplete',
};

export const FINISHED_STATUSES: readonly ApplicationStatus[] = [
  'approved',
  'rejected',
  'completed',
];
/** Statuses in which the agent may still change the application's fields. */
export const AGENT_EDITABLE_STATUSES: readonly ApplicationStatus[] = [
  'draft',
  'submitted',
  'incomplete',
];

const AGENT_MOVES: Partial<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  draft: ['submitted'],
  submitted: ['draft'],
  incomplete: ['submitted'],
};

export function normaliseStatus(value: string): ApplicationStatus | null {
  const lower = value.trim().toLowerCase();
  if ((APPLICATION_STATUSES as readonly string[]).includes(lower))
    return lower as ApplicationStatus;
  // Own keys only: a bare lookup would turn "constructor" into Object's constructor.
  return Object.hasOwn(STATUS_ALIASES, lower) ? (STATUS_ALIASES[lower] ?? null) : null;
}

/** "under-review" → "Under review" (capitalised, hyphens as spaces). */
export function statusLabel(status: string): string {
  const spaced = status.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function isFinished(status: ApplicationStatus): boolean {
  return FINISHED_STATUSES.includes(status);
}

export function isActive(status: ApplicationStatus): boolean {
  return !isFinished(status);
}

export function canAgentEdit(status: ApplicationStatus): boolean {
  return AGENT_EDITABLE_STATUSES.includes(status);
}

/**
 * With the admin team: submitted and not handed back (incomplete) or withdrawn (draft). Its documents
 * required "to submit" must stay on it then, as the submit gate demanded (docs/product.md §5.2).
 */
export function isWithAdminTeam(status: ApplicationStatus): boolean {
  return status !== 'draft' && status !== 'incomplete';
}

export function canAgentAddDocuments(status: ApplicationStatus): boolean {
  return !isFinished(status);
}

/** The statuses an agent may move to from `from` (not including staying put). */
export function agentAllowedMoves(from: ApplicationStatus): readonly ApplicationStatus[] {
  return AGENT_MOVES[from] ?? [];
}

export function canAgentMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from === to || agentAllowedMoves(from).includes(to);
}

/**
 * The statuses an admin may choose from `from` (docs/product.md §5.2): any other status of an
 * application that has left draft, but never draft itself (a draft is the agent's private work).
 */
export function adminAllowedMoves(from: ApplicationStatus): readonly ApplicationStatus[] {
  if (from === 'draft') return [];
  return APPLICATION_STATUSES.filter((status) => status !== 'draft' && status !== from);
}

export function canAdminMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return adminAllowedMoves(from).includes(to);
}

/**
 * For admins only (docs/product.md §5.2): the same person applied for by another agency, matched on
 * the passport number or on e-mail and date of birth. Says which agency registered the student
 * first, and when.
 */
export interface CrossAgencyDuplicate {
  applicationId: number;
  status: ApplicationStatus;
  programName: string;
  agencyName: string | null;
  /** When the other agency registered the student (its student record was created). */
  studentRegisteredAt: string;
  /** When this application's agency registered the student. */
  thisStudentRegisteredAt: string;
  /** The other agency registered the student before this application's agency did. */
  registeredFirst: boolean;
  /** What made the two records one person (one or both of the two matches). */
  matchedOn: DuplicateMatch[];
}

export type DuplicateMatch = 'passport-number' | 'email-and-date-of-birth';

/** The 409 of a second active application for the same student, program and intake. */
export function duplicateApplicationMessage(existing: { id: number; status: ApplicationStatus }) {
  return `This student already has an active application for this program and intake: application #${existing.id} (${statusLabel(existing.status)}). Open it instead of starting another`;
}

export type StatusTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

export function statusTone(status: ApplicationStatus): StatusTone {
  switch (status) {
    case 'draft':
      return 'neutral';
    case 'incomplete':
    case 'accepted-payment-pending':
    case 'payment-clearing':
      return 'warning';
    case 'approved':
    case 'completed':
    case 'accepted-conditional-offer':
      return 'success';
    case 'rejected':
      return 'danger';
    default:
      return 'info';
  }
}
