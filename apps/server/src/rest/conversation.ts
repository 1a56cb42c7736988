import { bodyWithPathId, restListQuery } from './applications';
import type { RestRow } from './types';

type RestRequest = Parameters<NonNullable<RestRow['input']>>[0];

const body = (req: RestRequest) =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

/**
 * The conversation around an application (docs/decisions/024-application-conversation.md):
 * required documents, the checklist, checks, requests, documents from the university, messages.
 * Multipart uploads are HTTP routes of plugins/documents.ts.
 */
export const conversationRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/programs/:id/requirements',
    procedure: 'program.requirements',
    summary:
      'The documents an application to the program needs, and when (to submit, before forwarding)',
    tag: 'Requirements',
    access: 'signedIn',
    input: ({ params }) => ({ programId: params.id }),
  },
  {
    method: 'GET',
    path: '/api/admin/universities/:id/requirements',
    procedure: 'admin.requirements.university',
    summary: "A university's default list of required documents",
    tag: 'Requirements',
    access: 'admin',
    input: ({ params }) => ({ universityId: params.id }),
  },
  {
    method: 'PUT',
    path: '/api/admin/universities/:id/requirements',
    procedure: 'admin.requirements.setUniversity',
    summary:
      "Replace a university's default list ({ requirements, expectedUpdatedAt? }; 409 when someone saved since)",
    tag: 'Requirements',
    access: 'admin',
    input: (req) => ({ ...body(req), universityId: req.params.id }),
  },
  {
    method: 'GET',
    path: '/api/admin/programs/:id/requirements',
    procedure: 'admin.requirements.program',
    summary: "A program's requirements: its override, its university's default, the effective list",
    tag: 'Requirements',
    access: 'admin',
    input: ({ params }) => ({ programId: params.id }),
  },
  {
    method: 'PUT',
    path: '/api/admin/programs/:id/requirements',
    procedure: 'admin.requirements.setProgram',
    summary:
      "Set a program's override ({ requirements, expectedUpdatedAt? }); requirements null removes it",
    tag: 'Requirements',
    access: 'admin',
    input: (req) => ({ ...body(req), programId: req.params.id }),
  },
  {
    method: 'GET',
    path: '/api/applications/:id/checklist',
    procedure: 'application.checklist',
    summary:
      'Each required document type: missing, uploaded (awaiting check), verified, rejected (with reason) or expired',
    tag: 'Requirements',
    access: 'signedIn',
    input: ({ params }) => ({ applicationId: params.id }),
  },
  {
    method: 'PUT',
    path: '/api/documents/:id/type',
    procedure: 'document.setType',
    summary:
      "Correct a document's type while it is not yet verified ({ documentType }); 409 once verified, or when it would take a document required to submit off an application with the admin team",
    tag: 'Documents',
    access: 'signedIn',
    refusals: ['Conflict'],
    input: bodyWithPathId,
  },
  {
    method: 'POST',
    path: '/api/admin/documents/:id/review',
    procedure: 'admin.document.review',
    summary:
      "Verify a document ({ decision: 'verified' }) or reject it ({ decision: 'rejected', reason }); the agent is notified",
    tag: 'Documents',
    access: 'admin',
    input: bodyWithPathId,
  },
  {
    method: 'POST',
    path: '/api/admin/applications/:id/document-requests',
    procedure: 'admin.document.request',
    summary:
      'Request documents ({ items: [{ documentType } | { description }], note }); the application moves to incomplete',
    tag: 'Requests',
    access: 'admin',
    input: (req) => ({ ...body(req), applicationId: req.params.id }),
    successStatus: 201,
  },
  {
    method: 'DELETE',
    path: '/api/admin/document-requests/:id',
    procedure: 'admin.document.cancelRequest',
    summary: 'Withdraw an open document request',
    tag: 'Requests',
    access: 'admin',
    input: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'GET',
    path: '/api/applications/:id/document-requests',
    procedure: 'application.requests',
    summary: "An application's document requests, newest first (limit, offset)",
    tag: 'Requests',
    access: 'signedIn',
    input: (req) => ({ ...restListQuery(req), applicationId: req.params.id }),
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/document-requests',
    procedure: 'application.openRequests',
    summary:
      "Open document requests on the signed-in agent's applications, oldest first (limit, offset, applicationId)",
    tag: 'Requests',
    access: 'signedIn',
    input: restListQuery,
    shape: 'list',
  },
];

/** The message thread and documents from the university (uploads: plugins/documents.ts). */
export const messageRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/applications/:id/university-documents',
    procedure: 'application.universityDocuments',
    summary:
      'Documents from the university (offer letter, conditional offer, payment receipt, visa documents), newest first (limit, offset)',
    tag: 'Documents',
    access: 'signedIn',
    input: (req) => ({ ...restListQuery(req), applicationId: req.params.id }),
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/applications/:id/messages',
    procedure: 'message.list',
    summary: "The application's message thread, oldest first, with read receipts (limit, offset)",
    tag: 'Messages',
    access: 'signedIn',
    input: (req) => ({ ...restListQuery(req), applicationId: req.params.id }),
    shape: 'list',
  },
  {
    method: 'POST',
    path: '/api/applications/:id/messages',
    procedure: 'message.send',
    summary:
      "Send a message ({ body, attachmentIds? }) to the other side of the thread; an admin's on a draft is refused (409)",
    tag: 'Messages',
    access: 'signedIn',
    refusals: ['Conflict'],
    input: (req) => ({ ...body(req), applicationId: req.params.id }),
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/applications/:id/messages/attachments',
    procedure: 'message.unsentAttachments',
    summary:
      "The caller's attachments on the application that no message carries yet (theirs alone; removed after 24 hours unsent)",
    tag: 'Messages',
    access: 'signedIn',
    input: ({ params }) => ({ applicationId: params.id }),
  },
  {
    method: 'DELETE',
    path: '/api/messages/attachments/:id',
    procedure: 'message.deleteAttachment',
    summary: "Remove one of the caller's unsent attachments, bytes and all (404 once sent)",
    tag: 'Messages',
    access: 'signedIn',
    input: ({ params }) => ({ id: params.id }),
    shape: 'empty',
  },
  {
    method: 'POST',
    path: '/api/applications/:id/messages/read',
    procedure: 'message.markRead',
    summary: "Mark the other side's messages on the thread read",
    tag: 'Messages',
    access: 'signedIn',
    input: ({ params }) => ({ applicationId: params.id }),
  },
  {
    method: 'GET',
    path: '/api/messages/unread-count',
    procedure: 'message.unreadCount',
    summary: "Unread messages from the other side in the caller's applications (admins: all)",
    tag: 'Messages',
    access: 'signedIn',
  },
];
