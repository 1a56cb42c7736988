import { z } from 'zod';
import { ZId } from '../ids';
import { ZDocumentType } from '../document/schemas';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '../document/types';
import type { RequirementStage } from './requirements';

/** An admin's check of one document. A new or retyped document is `awaiting` again. */
export const REVIEW_STATUSES = ['awaiting', 'verified', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * One required type on one application, from the documents attached to it: none (missing), enough
 * but not all checked (uploaded), all checked (verified), the newest refused (rejected, with its
 * reason) or past its expiry date (expired, docs/product.md §5.3).
 */
export const CHECKLIST_STATES = ['missing', 'uploaded', 'verified', 'rejected', 'expired'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];

export const CHECKLIST_STATE_LABELS: Record<ChecklistState, string> = {
  missing: 'Missing',
  uploaded: 'Uploaded, awaiting check',
  verified: 'Verified',
  rejected: 'Rejected',
  expired: 'Expired',
};

export interface ChecklistItem {
  documentType: DocumentType;
  stage: RequirementStage;
  /** Documents required of the type, and how many usable ones (not rejected, not expired) are on file. */
  required: number;
  usable: number;
  verified: number;
  state: ChecklistState;
  /** The newest rejection's reason, when the state is rejected. */
  rejectionReason: string | null;
  /** The attached documents of this type, newest first. */
  documentIds: number[];
}

export interface ApplicationChecklist {
  applicationId: number;
  items: ChecklistItem[];
  /** Items whose documents are all there (uploaded or verified) of all items: "n of m documents". */
  complete: number;
  total: number;
  /** to_submit types still missing: submitting is refused while any is. */
  missingToSubmit: DocumentType[];
  /** before_forwarding types not yet usable: the admin is warned before forwarding. */
  missingBeforeForwarding: DocumentType[];
}

/** "n of m documents" for a list row or the dashboard. */
export interface DocumentProgress {
  complete: number;
  total: number;
}

export function documentTypeList(types: readonly DocumentType[]): string {
  return types.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ');
}

/** The submit gate's refusal (409): the to_submit documents still missing. */
export function missingDocumentsMessage(types: readonly DocumentType[]): string {
  return `This application cannot be submitted until these documents are uploaded: ${documentTypeList(types)}`;
}

/** A required document not verified when the admin forwards the application to the university. */
export interface ForwardingGap {
  documentType: DocumentType;
  state: Exclude<ChecklistState, 'verified'>;
}

/**
 * What the admin is warned of before the move to submitted-to-university (docs/product.md §5.2):
 * every required document, whatever its stage, that is missing, awaiting a check, rejected or
 * expired.
 */
export function forwardingGaps(checklist: Pick<ApplicationChecklist, 'items'>): ForwardingGap[] {
  return checklist.items.flatMap((item) =>
    item.state === 'verified' ? [] : [{ documentType: item.documentType, state: item.state }],
  );
}

/** "Transcript (missing)", as the warning and the 409 list them. */
export function forwardingGapLabel(gap: ForwardingGap): string {
  return `${DOCUMENT_TYPE_LABELS[gap.documentType]} (${CHECKLIST_STATE_LABELS[gap.state].toLowerCase()})`;
}

/** The 409 of a forward without confirmation while documents are not verified. */
export function forwardingGapsMessage(gaps: readonly ForwardingGap[]): string {
  return `These required documents are not verified: ${gaps.map(forwardingGapLabel).join(', ')}. Confirm to forward the application to the university anyway`;
}

export const DRAFT_STATUS_LOCKED_MESSAGE =
  'A draft belongs to the agent until they submit it, so its status cannot be changed';

export const REJECTION_REASON_REQUIRED = 'Please give a reason for rejecting the document';
export const DOCUMENT_ALREADY_VERIFIED_MESSAGE =
  'This document has been verified, so its type can no longer be changed';

/** An admin verifies a document, or rejects it with a reason the agent sees. */
export const ZReviewDocumentInput = z.discriminatedUnion('decision', [
  z.object({ id: ZId, decision: z.literal('verified') }),
  z.object({
    id: ZId,
    decision: z.literal('rejected'),
    reason: z
      .string({ message: REJECTION_REASON_REQUIRED })
      .trim()
      .min(1, REJECTION_REASON_REQUIRED)
      .max(1000, 'The reason must be at most 1000 characters'),
  }),
]);
export type ReviewDocumentInput = z.infer<typeof ZReviewDocumentInput>;

/** The agent corrects a document's type while it is not yet verified. */
export const ZSetDocumentTypeInput = z.object({ id: ZId, documentType: ZDocumentType });
export type SetDocumentTypeInput = z.infer<typeof ZSetDocumentTypeInput>;

export const ZApplicationIdInput = z.object({ applicationId: ZId });
