import { z } from 'zod';
import { ZId } from '../ids';
import { addDays } from '../calendar-day';
import { intakeStartDate } from '../document/expiry';

/**
 * The attestation chain of a certificate issued abroad (docs/product.md §5.9): its education
 * authority, that country's foreign ministry, the UAE embassy there, then the UAE Ministry of
 * Foreign Affairs. Each step is ticked with its date.
 */
export const ATTESTATION_STEPS = [
  'education-authority',
  'foreign-ministry',
  'uae-embassy',
  'uae-mofa',
] as const;
export type AttestationStep = (typeof ATTESTATION_STEPS)[number];

export const ATTESTATION_STEP_LABELS: Record<AttestationStep, string> = {
  'education-authority': 'Issuing education authority',
  'foreign-ministry': "Issuing country's foreign ministry",
  'uae-embassy': 'UAE embassy in that country',
  'uae-mofa': 'UAE Ministry of Foreign Affairs',
};

export interface AttestedCertificate {
  name: string;
  steps: Record<AttestationStep, string | null>;
}

export interface AttestationView {
  applicationId: number;
  certificates: AttestedCertificate[];
  moeApplicationNumber: string | null;
  /** The date equivalency is due: the admin's, else the end of the intake's first semester. */
  equivalencyDeadline: string | null;
  deadlineSource: 'admin' | 'default' | 'none';
  equivalencyRecordedOn: string | null;
  /** Admission stays provisional until equivalency is recorded. */
  provisional: boolean;
  undertakingSigned: boolean;
  updatedAt: string | null;
}

export const DEADLINE_ADMIN_ONLY = 'Only the admin team sets the equivalency deadline';

const ZDate = z
  .string({ message: 'Use a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, 'Use a date as YYYY-MM-DD');

const ZCertificate = z.object({
  name: z
    .string({ message: 'Name the certificate' })
    .trim()
    .min(1, 'Name the certificate')
    .max(200, 'The name must be at most 200 characters'),
  steps: z
    .object(
      Object.fromEntries(
        ATTESTATION_STEPS.map((step) => [step, ZDate.nullable().default(null)]),
      ) as {
        [K in AttestationStep]: z.ZodDefault<z.ZodNullable<typeof ZDate>>;
      },
    )
    .default({
      'education-authority': null,
      'foreign-ministry': null,
      'uae-embassy': null,
      'uae-mofa': null,
    }),
});

export const ZAttestationInput = z.object({ applicationId: ZId });

/** Replaces the tracker; `equivalencyDeadline` (admins only) null goes back to the default. */
export const ZSetAttestationInput = z.object({
  applicationId: ZId,
  certificates: z.array(ZCertificate).max(10, 'At most 10 certificates'),
  moeApplicationNumber: z
    .string()
    .trim()
    .max(50, 'The application number must be at most 50 characters')
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
  equivalencyDeadline: ZDate.nullable().optional(),
  equivalencyRecordedOn: ZDate.nullable().default(null),
  undertakingSigned: z.boolean().default(false),
});
export type SetAttestationInput = z.infer<typeof ZSetAttestationInput>;

/** A first semester is taken as four months: an intake starting 1 September is due 31 December. */
export const FIRST_SEMESTER_MONTHS = 4;

/** The default equivalency deadline: the last day of the intake's first semester. */
export function defaultEquivalencyDeadline(intake: string, from: Date): string | null {
  const start = intakeStartDate(intake, from);
  if (!start) return null;
  const [year, month] = start.split('-').map(Number) as [number, number];
  const firstOfAfter = new Date(Date.UTC(year, month - 1 + FIRST_SEMESTER_MONTHS, 1))
    .toISOString()
    .slice(0, 10);
  return addDays(firstOfAfter, -1);
}
