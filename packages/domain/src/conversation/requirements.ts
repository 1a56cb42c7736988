import type { DegreeLevel } from '../catalogue/vocabulary';
import type { DocumentType } from '../document/types';

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
