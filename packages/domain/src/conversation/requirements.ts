import { z } from 'zod';
import { DEGREE_LEVELS, type DegreeLevel } from '../catalogue/vocabulary';
import { ZId } from '../ids';
import { DOCUMENT_TYPE_LABELS, ZDocumentType, type DocumentType } from '../document/types';

/**
 * When a required document must be on the application (docs/decisions/024-application-conversation.md):
 * `to_submit` blocks the agent's submit; `before_forwarding` warns the admin before the move to
 * submitted-to-university.
 */
export const REQUIREMENT_STAGES = ['to_submit', 'before_forwarding'] as const;
export type RequirementStage = (typeof REQUIREMENT_STAGES)[number];

export const REQUIREMENT_STAGE_LABELS: Record<RequirementStage, string> = {
  to_submit: 'Required to submit',
  before_forwarding: 'Required before forwarding to the university',
};

export const MAX_REQUIREMENT_COUNT = 5;
export const MAX_REQUIREMENTS = 20;

export interface DocumentRequirement {
  documentType: DocumentType;
  stage: RequirementStage;
  /** How many documents of the type (two recommendation letters). */
  count: number;
  /** A university default may apply to some degree levels only; null = every program. */
  degrees: DegreeLevel[] | null;
}

/** The seeded default of every university: passport to submit, the rest before forwarding. */
export const DEFAULT_REQUIREMENTS: readonly DocumentRequirement[] = [
  { documentType: 'passport', stage: 'to_submit', count: 1, degrees: null },
  { documentType: 'transcript', stage: 'before_forwarding', count: 1, degrees: null },
  { documentType: 'english-proficiency', stage: 'before_forwarding', count: 1, degrees: null },
  {
    documentType: 'statement-of-purpose',
    stage: 'before_forwarding',
    count: 1,
    degrees: ["Master's Degree", 'PhD'],
  },
  {
    documentType: 'recommendation-letter',
    stage: 'before_forwarding',
    count: 2,
    degrees: ["Master's Degree", 'PhD'],
  },
];

const ZRequirement = z.object({
  documentType: ZDocumentType,
  stage: z.enum(REQUIREMENT_STAGES, { message: 'Choose when the document is required' }),
  count: z.coerce
    .number()
    .int()
    .min(1, 'At least one document')
    .max(MAX_REQUIREMENT_COUNT, `At most ${MAX_REQUIREMENT_COUNT} documents of one type`)
    .default(1),
  degrees: z
    .array(z.enum(DEGREE_LEVELS))
    .max(DEGREE_LEVELS.length)
    .nullable()
    .optional()
    .transform((value) => (value && value.length > 0 ? [...new Set(value)] : null)),
});

const ZRequirementList = z
  .array(ZRequirement)
  .max(MAX_REQUIREMENTS, `At most ${MAX_REQUIREMENTS} requirements`)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.documentType)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'documentType'],
          message: `${DOCUMENT_TYPE_LABELS[item.documentType]} is listed twice`,
        });
      }
      seen.add(item.documentType);
    });
  });

/** The ISO time the list was read at, so a second admin's save cannot silently overwrite the first. */
const ZExpectedUpdatedAt = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'expectedUpdatedAt must be an ISO 8601 date')
  .nullable()
  .optional();

export const ZUniversityRequirementsInput = z.object({ universityId: ZId });
export const ZProgramRequirementsInput = z.object({ programId: ZId });

export const ZSetUniversityRequirementsInput = z.object({
  universityId: ZId,
  requirements: ZRequirementList,
  expectedUpdatedAt: ZExpectedUpdatedAt,
});
export type SetUniversityRequirementsInput = z.infer<typeof ZSetUniversityRequirementsInput>;

/** `requirements: null` removes the override: the program follows its university again. */
export const ZSetProgramRequirementsInput = z.object({
  programId: ZId,
  requirements: ZRequirementList.nullable(),
  expectedUpdatedAt: ZExpectedUpdatedAt,
});
export type SetProgramRequirementsInput = z.infer<typeof ZSetProgramRequirementsInput>;

/** One stored list: a university's default or a program's override. */
export interface RequirementList {
  requirements: DocumentRequirement[];
  /** When the list was last saved (null: never saved); send it back as expectedUpdatedAt. */
  updatedAt: string | null;
}

/** What a program requires and where that comes from. */
export interface ProgramRequirements {
  programId: number;
  universityId: number;
  source: 'program' | 'university' | 'none';
  /** The effective list (degree filters applied). */
  requirements: DocumentRequirement[];
  /** The program's own override, when it has one. */
  override: RequirementList | null;
  university: RequirementList;
}

/** Whether a university default applies to a program of this degree. */
export function requirementApplies(requirement: DocumentRequirement, degree: string | null) {
  return requirement.degrees === null || requirement.degrees.some((level) => level === degree);
}
