import type { ApplicationStatus } from '../application/status';
import type { JourneyStage } from '../journey/stages';
import type { CostLineWords } from '../journey/cost-line-words';
import type { FEE_LINE_KINDS } from '../journey/inputs';
import type { DocumentType } from '../document/types';

type FeeLineKind = (typeof FEE_LINE_KINDS)[number];

/**
 * One cost of a quoted program: an amount on record, or `null` where the quote says "ask us"; the
 * quote's own words also as codes (`CostLineWords`).
 */
export interface QuoteLine extends CostLineWords {
  label: string;
  kind: 'tuition' | 'vat' | FeeLineKind;
  amountAed: number | null;
  refundable: boolean;
  /** Where the figure was read; for a missing one, why it is missing. */
  source: string;
}

export interface QuoteProgram {
  programId: number;
  programName: string;
  degree: string | null;
  universityName: string;
  lines: QuoteLine[];
  /** The lines on record, added up. */
  totalAed: number;
  /** Some line says "ask us": the total is what is known so far. */
  incomplete: boolean;
  /** The total in the quote's currency at its rate; null for an AED-only quote. */
  totalConverted: number | null;
}

export interface QuoteRate {
  currency: string;
  unitsPerAed: number;
  setOn: string;
}

/** Who the quote comes from: the agency beside the brand (no logo is kept for agencies). */
export interface QuoteAgency {
  name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
}

export interface Quote {
  id: number;
  studentId: number;
  studentName: string;
  createdAt: string;
  rate: QuoteRate | null;
  programs: QuoteProgram[];
  preferredProgramIds: number[];
  agency: QuoteAgency;
}

export interface ShareLinkSummary {
  id: number;
  quoteId: number | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  state: 'active' | 'expired' | 'revoked';
}

/** Where an application's journey stands after its offer: its next stage, registered, or closed. */
export type SharedJourneyStep =
  { state: 'next'; stage: JourneyStage } | { state: 'registered' } | { state: 'closed' };

/** What the student's page shows (GET /api/share/{token}): nothing beyond it. */
export interface SharedStudentView {
  studentFirstName: string;
  agency: QuoteAgency;
  expiresAt: string;
  quote: Omit<Quote, 'agency' | 'studentId' | 'studentName'> | null;
  applications: Array<{
    id: number;
    programName: string;
    universityName: string;
    status: ApplicationStatus;
    statusLabel: string;
    /** The journey's next stage after an offer, in English words; null before an offer. */
    journeyStage: string | null;
    /** The same step as data, for the page to word in its language. */
    journeyStep: SharedJourneyStep | null;
    /** `label` in English (`requestTitle`); the rest is what the page words it from. */
    requests: Array<{
      id: number;
      label: string;
      documentType: DocumentType | null;
      description: string | null;
      /** It asks again for a rejected document. */
      rejected: boolean;
    }>;
  }>;
}
