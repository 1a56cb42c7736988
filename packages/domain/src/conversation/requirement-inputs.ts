import { z } from 'zod';
import { DEGREE_LEVELS } from '../catalogue/vocabulary';
import { ZId } from '../ids';
import { ZDocumentType } from '../document/schemas';
import { DOCUMENT_TYPE_LABELS } from '../document/types';
import { MAX_REQUIREMENT_COUNT, MAX_REQUIREMENTS, REQUIREMENT_STAGES } from './requirements';

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
