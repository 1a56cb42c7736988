import { formatAedAmountFils } from '../money/money';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../application/status';

/** `reversed`: the application left `completed` after the commission was created. */
export const COMMISSION_STATUSES = ['pending', 'invoiced', 'paid', 'reversed'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  pending: 'Pending',
  invoiced: 'Invoiced',
  paid: 'Paid',
  reversed: 'Reversed',
};

/** The moves an admin may make; reversal only follows the application leaving `completed`. */
export const ADMIN_COMMISSION_MOVES: Record<CommissionStatus, readonly CommissionStatus[]> = {
  pending: ['invoiced', 'paid'],
  invoiced: ['paid', 'pending'],
  paid: ['invoiced'],
  reversed: [],
};

export function canMoveCommission(from: CommissionStatus, to: CommissionStatus): boolean {
  return ADMIN_COMMISSION_MOVES[from].includes(to);
}

export const DEFAULT_COMMISSION_RATE_BPS = 1000;
export const DEFAULT_PAYOUT_LAG_DAYS = 90;
export const MAX_PAYOUT_LAG_DAYS = 730;

/**
 * Expected commission in fils (1 AED = 100 fils): tuition (whole AED) × rate (basis points).
 * tuition × 100 fils × bps / 10 000 = tuition × bps / 100, rounded half up; integers only.
 */
export function commissionAmountFils(tuitionAed: number | null, rateBps: number): number | null {
  if (tuitionAed === null || !Number.isFinite(tuitionAed)) return null;
  const product = Math.round(tuitionAed) * Math.round(rateBps);
  return Math.floor((product + 50) / 100);
}

/** "12.5" or 12.5 → 1250 basis points; exact for up to two decimals (no floating point). */
export function percentToBps(percent: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match?.[1]) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

/** 1250 → "12.5" */
export function bpsToPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = bps % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** 123456 fils → "AED 1,234.56", or "To be confirmed" while the amount is unknown. */
export function formatAedFils(fils: number | null): string {
  if (fils === null) return 'To be confirmed';
  return formatAedAmountFils(fils);
}

/** The calendar day `lagDays` after `earnedAt` (UTC), as "YYYY-MM-DD". */
export function expectedPayoutOn(earnedAt: Date, lagDays: number): string {
  const day = new Date(
    Date.UTC(earnedAt.getUTCFullYear(), earnedAt.getUTCMonth(), earnedAt.getUTCDate() + lagDays),
  );
  return day.toISOString().slice(0, 10);
}

/** Unpaid and past its expected payout date (`today` as "YYYY-MM-DD"). Derived, never stored. */
export function isCommissionOverdue(
  commission: { status: CommissionStatus; expectedPayoutOn: string },
  today: string,
): boolean {
  return (
    (commission.status === 'pending' || commission.status === 'invoiced') &&
    commission.expectedPayoutOn < today
  );
}

export { COMMISSION_FILTERS, COMMISSION_SORTS, type CommissionFilter } from './filters';

export interface Commission {
  id: number;
  applicationId: number;
  agentId: number;
  agentName: string;
  studentName: string;
  programId: number;
  programName: string;
  universityId: number;
  universityName: string;
  tuitionFils: number | null;
  rateBps: number;
  amountFils: number | null;
  status: CommissionStatus;
  overdue: boolean;
  earnedAt: string;
  expectedPayoutOn: string;
  invoicedAt: string | null;
  paidAt: string | null;
  reversedAt: string | null;
}

/** The earnings pipeline's stages: submitted … approved in workflow order (not draft, rejected, completed). */
export const EARNINGS_PIPELINE_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.slice(
  APPLICATION_STATUSES.indexOf('submitted'),
  APPLICATION_STATUSES.indexOf('approved') + 1,
);

export interface EarningsPipelineStage {
  status: ApplicationStatus;
  applicationCount: number;
  /** Sum of expected commission of the stage's applications whose program has a tuition figure. */
  potentialFils: number;
}

export interface EarningsMonth {
  /** "YYYY-MM" of the earning (completion) date. */
  month: string;
  earnedFils: number;
  paidFils: number;
}

export interface EarningsSummary {
  paidFils: number;
  /** Pending or invoiced, not yet past the payout date. */
  dueFils: number;
  overdueFils: number;
  paidCount: number;
  dueCount: number;
  overdueCount: number;
  pipeline: EarningsPipelineStage[];
  /** The last 12 months, oldest first, months without earnings included as zero. */
  months: EarningsMonth[];
}

export interface UniversityCommissionTerms {
  universityId: number;
  universityName: string;
  commissionRateBps: number;
  payoutLagDays: number;
}

/** Median days from submitted-to-university to a decision; null under 5 decisions in 12 months. */
export interface UniversityTurnaround {
  universityId: number;
  medianDays: number | null;
  decisionCount: number;
}
export const TURNAROUND_MIN_DECISIONS = 5;

/** "1,234.5" AED → 123450 fils; exact to two decimals, below 10 million AED (an int4 column). */
export function aedToFils(aed: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(aed.trim().replace(/,/g, ''));
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The preview shows a university's median days from enrolment to payment from this many payments. */
export const PAYMENT_MEDIAN_MIN_PAID = 5;

/** What a signed-in agent would earn on a program, before applying. */
export interface CommissionPreview {
  programId: number;
  tuitionAed: number | null;
  rateBps: number;
  /** rate × first-year tuition, in fils; null when the program has no tuition figure. */
  amountFils: number | null;
  payoutLagDays: number;
  /** Whole days, from PAYMENT_MEDIAN_MIN_PAID paid commissions of the university; else null. */
  medianDaysToPayment: number | null;
  paidCount: number;
}
