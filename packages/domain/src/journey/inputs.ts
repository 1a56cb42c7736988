import { z } from 'zod';
import { ZId } from '../ids';
import type { CostLineWords } from './cost-line-words';
import {
  ENTRY_PERMIT_AUTHORITIES,
  JOURNEY_STAGES,
  type JourneyStage,
  type JourneyStageDetails,
} from './stages';

export const UNKNOWN_STAGE_MESSAGE = `Unknown stage: use one of ${JOURNEY_STAGES.join(', ')}`;
export const DATE_MESSAGE = 'Use a date as YYYY-MM-DD';
export const EMIRATES_ID_MESSAGE = 'An Emirates ID number has 15 digits: 784-YYYY-NNNNNNN-N';
export const SKIP_REASON_REQUIRED = 'Give a reason for skipping the stage';
export const WITHDRAW_REASON_REQUIRED = 'Give a reason for closing the journey';

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const ZDay = z.string({ message: DATE_MESSAGE }).trim().refine(isRealDate, DATE_MESSAGE);

export const ZJourneyStage = z.enum(JOURNEY_STAGES, { message: UNKNOWN_STAGE_MESSAGE });

const reason = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(1000, 'The reason must be at most 1000 characters');

/** Which detail each stage may carry; any other detail sent with it is refused (400). */
const STAGE_DETAILS: Partial<Record<JourneyStage, ReadonlyArray<keyof StageDetailsInput>>> = {
  'entry-permit-applied': ['authority', 'securityCheck'],
  'entry-permit-issued': ['validUntil'],
  'emirates-id-issued': ['emiratesIdNumber', 'emiratesIdExpiry'],
};

const ZStageDetails = z.object({
  authority: z
    .enum(ENTRY_PERMIT_AUTHORITIES, { message: 'Choose the issuing authority' })
    .optional(),
  securityCheck: z.boolean().optional(),
  validUntil: ZDay.optional(),
  emiratesIdNumber: z
    .string({ message: EMIRATES_ID_MESSAGE })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^784\d{12}$/.test(value), EMIRATES_ID_MESSAGE)
    .optional(),
  emiratesIdExpiry: ZDay.optional(),
});
type StageDetailsInput = z.infer<typeof ZStageDetails>;

function refuseForeignDetails(
  value: StageDetailsInput & { stage: JourneyStage },
  ctx: z.RefinementCtx,
): void {
  const allowed = STAGE_DETAILS[value.stage] ?? [];
  for (const key of Object.keys(ZStageDetails.shape) as Array<keyof StageDetailsInput>) {
    if (value[key] !== undefined && !allowed.includes(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${key} does not belong to the stage ${value.stage}`,
      });
    }
  }
  if (value.stage === 'emirates-id-issued' && value.emiratesIdNumber === undefined) {
    ctx.addIssue({ code: 'custom', path: ['emiratesIdNumber'], message: EMIRATES_ID_MESSAGE });
  }
}

export const ZJourneyInput = z.object({ applicationId: ZId });

/** The agent records one of their stages as done on a date, with a file of the application. */
export const ZRecordStageInput = ZStageDetails.extend({
  applicationId: ZId,
  stage: ZJourneyStage,
  doneOn: ZDay,
  documentId: ZId.nullable().optional(),
}).superRefine(refuseForeignDetails);
export type RecordStageInput = z.infer<typeof ZRecordStageInput>;

/**
 * The admin team records any stage (done), skips one with a reason, or reopens one (pending) that
 * no later stage depends on.
 */
export const ZAdminStageInput = z.discriminatedUnion('state', [
  ZStageDetails.extend({
    applicationId: ZId,
    stage: ZJourneyStage,
    state: z.literal('done'),
    doneOn: ZDay,
    documentId: ZId.nullable().optional(),
  }).superRefine(refuseForeignDetails),
  z.object({
    applicationId: ZId,
    stage: ZJourneyStage,
    state: z.literal('skipped'),
    reason: reason(SKIP_REASON_REQUIRED),
  }),
  z.object({ applicationId: ZId, stage: ZJourneyStage, state: z.literal('pending') }),
]);
export type AdminStageInput = z.infer<typeof ZAdminStageInput>;

export const ZWithdrawJourneyInput = z.object({
  applicationId: ZId,
  reason: reason(WITHDRAW_REASON_REQUIRED),
});
export type WithdrawJourneyInput = z.infer<typeof ZWithdrawJourneyInput>;

/** The details a stage keeps: an Emirates ID number shrinks to its last four digits here. */
export function storedDetails(input: StageDetailsInput): JourneyStageDetails {
  const details: JourneyStageDetails = {};
  if (input.authority !== undefined) details.authority = input.authority;
  if (input.securityCheck !== undefined) details.securityCheck = input.securityCheck;
  if (input.validUntil !== undefined) details.validUntil = input.validUntil;
  if (input.emiratesIdNumber !== undefined)
    details.emiratesIdLast4 = input.emiratesIdNumber.slice(-4);
  if (input.emiratesIdExpiry !== undefined) details.emiratesIdExpiry = input.emiratesIdExpiry;
  return details;
}

/** The admin queue's journey views (docs/product.md §5.9). */
export const JOURNEY_QUEUE_VIEWS = ['waiting-on-us', 'permit-expiring', 'equivalency-due'] as const;
export type JourneyQueueView = (typeof JOURNEY_QUEUE_VIEWS)[number];
export const JOURNEY_QUEUE_VIEW_LABELS: Record<JourneyQueueView, string> = {
  'waiting-on-us': 'Visa stage waiting on us',
  'permit-expiring': 'Entry permit expiring',
  'equivalency-due': 'Equivalency due',
};
export const ZJourneyQueueInput = z.object({
  view: z.enum(JOURNEY_QUEUE_VIEWS, { message: 'Choose a view' }),
});

/** One open journey in a list: the student, the next stage and what is due. */
export interface JourneyQueueItem {
  applicationId: number;
  studentName: string;
  next: JourneyStage | null;
  nextLabel: string | null;
  nextActor: 'agent' | 'admin' | null;
  dueOn: string | null;
  flags: Array<'entry-permit-expired' | 'entry-permit-expiring'>;
  equivalencyDeadline: string | null;
}

/** A university's fee line as admins keep it (docs/product.md §5.9). */
export const FEE_LINE_KINDS = ['visa', 'insurance', 'deposit', 'other'] as const;
export const FEE_LINE_APPLIES_TO = ['both', 'in-country', 'from-abroad'] as const;
const ZFeeLine = z.object({
  label: z.string({ message: 'Name the fee' }).trim().min(1, 'Name the fee').max(200),
  kind: z.enum(FEE_LINE_KINDS, { message: 'Choose visa, insurance, deposit or other' }),
  amountAed: z.number({ message: 'Give the amount in AED' }).min(0).max(10_000_000),
  refundable: z.boolean().default(false),
  appliesTo: z.enum(FEE_LINE_APPLIES_TO).default('both'),
  source: z
    .string({ message: 'Say where the figure comes from' })
    .trim()
    .min(1, 'Say where the figure comes from')
    .max(500),
});
export const ZSetFeeLinesInput = z.object({
  universityId: ZId,
  tuitionVat: z.boolean().nullable(),
  lines: z.array(ZFeeLine).max(20, 'At most 20 fee lines'),
});
export type SetFeeLinesInput = z.infer<typeof ZSetFeeLinesInput>;
export type FeeLine = z.infer<typeof ZFeeLine>;
export type FeeLineKind = (typeof FEE_LINE_KINDS)[number];
export type FeeLineAppliesTo = (typeof FEE_LINE_APPLIES_TO)[number];

export const FEE_LINE_KIND_LABELS: Record<FeeLineKind, string> = {
  visa: 'Visa',
  insurance: 'Insurance',
  deposit: 'Deposit',
  other: 'Other',
};

export const FEE_LINE_APPLIES_TO_LABELS: Record<FeeLineAppliesTo, string> = {
  both: 'Every student',
  'from-abroad': 'Students from abroad',
  'in-country': 'Students in the UAE',
};

export const ZUniversityFeesInput = z.object({ universityId: ZId });

/** A university's fee lines and VAT flag as the admin team keeps them (null VAT: not on record). */
export interface UniversityFees {
  universityId: number;
  tuitionVat: boolean | null;
  lines: FeeLine[];
}

/**
 * One line of a student's expected first-year cost, with where it comes from; the portal's own
 * words also as codes (`CostLineWords`) for the pages to write in their language.
 */
export interface CostLine extends CostLineWords {
  label: string;
  amountAed: number;
  refundable: boolean;
  source: string;
}

export interface FirstYearCosts {
  applicationId: number;
  lines: CostLine[];
  totalAed: number;
  /** Tuition is not a number in the catalogue: the total leaves it out. */
  tuitionKnown: boolean;
  /** The university holds no fee lines: the screen says so rather than guess. */
  noFeeLines: boolean;
  /** Whether VAT applies to tuition is not on record. */
  vatUnknown: boolean;
}
