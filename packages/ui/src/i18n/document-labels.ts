import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ChecklistState, DocumentType, RequirementStage } from '@uniguide/domain';
import { useCallback } from 'react';

/*
 * The document words the pages show, in the page's language (docs/decisions/067-translation-layer.md).
 * The English is the domain's own — `DOCUMENT_TYPE_LABELS`, `CHECKLIST_STATE_LABELS`,
 * `REQUIREMENT_STAGE_LABELS`, which stay for the server's errors and exports.
 */

/** The kinds of document, as `DOCUMENT_TYPE_LABELS` writes them in English. */
export const DOCUMENT_TYPE_MESSAGES: Record<DocumentType, MessageDescriptor> = {
  passport: msg({ message: 'Passport', context: 'document type' }),
  transcript: msg({ message: 'Transcript', context: 'document type' }),
  'english-proficiency': msg({ message: 'English proficiency', context: 'document type' }),
  'recommendation-letter': msg({ message: 'Recommendation letter', context: 'document type' }),
  'statement-of-purpose': msg({ message: 'Statement of purpose', context: 'document type' }),
  other: msg({ message: 'Other', context: 'document type' }),
};

/** A checklist item's state, as `CHECKLIST_STATE_LABELS` writes it in English. */
export const CHECKLIST_STATE_MESSAGES: Record<ChecklistState, MessageDescriptor> = {
  missing: msg({ message: 'Missing', context: 'checklist state' }),
  uploaded: msg({ message: 'Uploaded, awaiting check', context: 'checklist state' }),
  verified: msg({ message: 'Verified', context: 'checklist state' }),
  rejected: msg({ message: 'Rejected', context: 'checklist state' }),
  expired: msg({ message: 'Expired', context: 'checklist state' }),
};

/** When a document is required, as `REQUIREMENT_STAGE_LABELS` writes it in English. */
export const REQUIREMENT_STAGE_MESSAGES: Record<RequirementStage, MessageDescriptor> = {
  to_submit: msg`Required to submit`,
  before_forwarding: msg`Required before forwarding to the university`,
};

/** What the upload boxes accept, as `UPLOAD_HINT` writes it in English. */
export const UPLOAD_HINT_MESSAGE: MessageDescriptor = msg`PDF, PNG, JPG, GIF up to 10MB each`;

/** A document request as the page words it: its type, the words the asker typed, whether it asks again. */
interface RequestWords {
  documentType: DocumentType | null;
  description: string | null;
  rejected: boolean;
}

/**
 * A document request's title in the page's language, as the domain's `requestTitle()` writes it in
 * English: "Transcript (rejected)", "Passport: the page with the visa", the description alone. The
 * description is the asker's words, shown as typed.
 */
export function useRequestTitle(): (request: RequestWords) => string {
  const { t } = useLingui();
  return useCallback(
    (request: RequestWords) => {
      const type = request.documentType ? t(DOCUMENT_TYPE_MESSAGES[request.documentType]) : null;
      const description = request.description;
      if (type && request.rejected) return t`${type} (rejected)`;
      if (type && description) return t`${type}: ${description}`;
      return type ?? description ?? t`A document`;
    },
    [t],
  );
}
