import { z } from 'zod';
import { ZId, zId } from '../ids';
import { ZListWindow, optionalFilter } from '../pagination';
import { ZDocumentType } from '../document/schemas';
import { MAX_UPLOAD_BYTES, type DocumentType } from '../document/types';

/* Document requests ------------------------------------------------------------------------- */

export const DOCUMENT_REQUEST_STATUSES = ['open', 'resolved', 'cancelled'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];
export const MAX_REQUEST_ITEMS = 10;

const ZRequestItem = z
  .object({
    documentType: optionalFilter(ZDocumentType),
    description: optionalFilter(
      z.string().trim().min(1).max(300, 'Describe the document in at most 300 characters'),
    ),
  })
  .superRefine((item, ctx) => {
    if (item.documentType === undefined && item.description === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: 'Name a document type or describe the document',
      });
    }
  });

/** The admin asks the agent for named items (a document type or a description) with one note. */
export const ZRequestDocumentsInput = z.object({
  applicationId: ZId,
  items: z
    .array(ZRequestItem, { message: 'Name at least one document' })
    .min(1, 'Name at least one document')
    .max(MAX_REQUEST_ITEMS, `Request at most ${MAX_REQUEST_ITEMS} documents at a time`),
  note: optionalFilter(z.string().trim().max(2000, 'The note must be at most 2000 characters')),
});
export type RequestDocumentsInput = z.infer<typeof ZRequestDocumentsInput>;

export const ZCancelDocumentRequestInput = z.object({ id: ZId });

export interface DocumentRequest {
  id: number;
  applicationId: number;
  documentType: DocumentType | null;
  description: string | null;
  note: string | null;
  status: DocumentRequestStatus;
  requestedBy: number | null;
  resolvedDocumentId: number | null;
  /** Set when the request is to replace this rejected document (its reason is the note). */
  rejectedDocumentId: number | null;
  createdAt: string;
  resolvedAt: string | null;
}

/** An open request with its application, for the agent's dashboard. */
export interface OpenDocumentRequest extends DocumentRequest {
  studentFirstName: string;
  studentLastName: string;
  programName: string;
}

export const ZDocumentRequestListInput = ZListWindow.extend({
  applicationId: optionalFilter(zId({ label: 'Application id' })),
});
export type DocumentRequestListInput = z.infer<typeof ZDocumentRequestListInput>;
export type MessageListInput = z.infer<typeof ZMessageListInput>;

export const DOCUMENTS_REQUESTED_TITLE = 'Documents requested';
export const REQUESTS_RESOLVED_TITLE = 'Requested documents received';
export const DOCUMENT_REJECTED_TITLE = 'Document rejected';
export const NEW_MESSAGE_TITLE = 'New message';
/** The admin team's notification of a thread that started waiting for their reply. */
export const AGENT_MESSAGE_TITLE = 'New message from an agent';
export const AGENT_MESSAGE_NOTIFICATION_TYPE = 'agent_message';
export const UNIVERSITY_DOCUMENT_TITLE = 'New document from the university';

/* Documents from the university -------------------------------------------------------------- */

export const UNIVERSITY_DOCUMENT_TYPES = [
  'offer-letter',
  'conditional-offer',
  'payment-receipt',
  'visa-documents',
] as const;
export type UniversityDocumentType = (typeof UNIVERSITY_DOCUMENT_TYPES)[number];
export const UNIVERSITY_DOCUMENT_TYPE_LABELS: Record<UniversityDocumentType, string> = {
  'offer-letter': 'Offer letter',
  'conditional-offer': 'Conditional offer',
  'payment-receipt': 'Payment receipt',
  'visa-documents': 'Visa documents',
};

/** The multipart fields of POST /api/admin/applications/{id}/university-documents. */
export const ZUniversityDocumentFields = z.object({
  applicationId: zId({ message: 'Application is required' }),
  universityDocumentType: z.enum(UNIVERSITY_DOCUMENT_TYPES, {
    message: 'Choose the kind of university document',
  }),
});

export interface UniversityDocument {
  id: number;
  applicationId: number;
  universityDocumentType: UniversityDocumentType;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
  uploadedAt: string;
  uploadedBy: number | null;
}

/* Messages ------------------------------------------------------------------------------------ */

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_MESSAGE_ATTACHMENTS = 10;
/**
 * Bytes one user may hold in attachments uploaded but not yet sent, on every application together:
 * one message's worth (ten files of 10 MB). Past it an upload is refused (409) until some are sent
 * or removed; unsent ones go after UNSENT_ATTACHMENT_HOURS (docs/product.md §7).
 */
export const MAX_UNSENT_ATTACHMENT_BYTES = MAX_MESSAGE_ATTACHMENTS * MAX_UPLOAD_BYTES;
export const UNSENT_ATTACHMENT_HOURS = 24;

export function unsentAttachmentsFullMessage(): string {
  return `Your unsent attachments would take more than ${MAX_UNSENT_ATTACHMENT_BYTES / 1024 / 1024} MB. Send the message they are for, or remove some, before attaching more.`;
}

/** An attachment uploaded for a message not yet sent, as its uploader sees it. */
export interface UnsentAttachment {
  id: number;
  applicationId: number;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
  uploadedAt: string;
}

/** Removes one of the caller's unsent attachments. */
export const ZAttachmentIdInput = z.object({ id: ZId });
export const MESSAGE_SIDES = ['agent', 'admin'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const ZMessageListInput = ZListWindow.extend({ applicationId: ZId });

/** One application's document requests (every state) or documents from the university, a page at a time. */
export const ZApplicationItemsInput = ZListWindow.extend({ applicationId: ZId });
export type ApplicationItemsInput = z.infer<typeof ZApplicationItemsInput>;

export const ZSendMessageInput = z.object({
  applicationId: ZId,
  body: z
    .string({ message: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(MAX_MESSAGE_LENGTH, `A message is at most ${MAX_MESSAGE_LENGTH} characters`),
  /** Files the sender uploaded for this message (POST /api/applications/{id}/messages/attachments). */
  attachmentIds: z
    .array(ZId)
    .max(MAX_MESSAGE_ATTACHMENTS, `Attach at most ${MAX_MESSAGE_ATTACHMENTS} files`)
    .optional(),
});
export type SendMessageInput = z.infer<typeof ZSendMessageInput>;

export const ZMarkMessagesReadInput = z.object({ applicationId: ZId });

export interface MessageAttachment {
  id: number;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
}

export interface ApplicationMessage {
  id: number;
  applicationId: number;
  authorId: number | null;
  authorName: string;
  side: MessageSide;
  body: string;
  createdAt: string;
  /** When the other side read it (read receipt); null while unread. */
  readAt: string | null;
  attachments: MessageAttachment[];
}

/** The admin inbox, a page at a time, oldest waiting first (docs/decisions/047-admin-inbox-and-marketing-kit.md). */
export const ZAdminInboxInput = ZListWindow;
