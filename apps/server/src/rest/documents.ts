import { bodyWithPathId, restListQuery } from './applications';
import type { RestRow } from './types';

/** Upload (POST /api/documents, multipart) and download are HTTP routes of plugins/documents.ts. */
export const documentRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/applications/:id/documents',
    procedure: 'document.list',
    summary: "An application's documents (metadata only)",
    tag: 'Documents',
    access: 'signedIn',
    input: ({ params }) => ({ applicationId: params.id }),
  },
  {
    method: 'DELETE',
    path: '/api/documents/:id',
    procedure: 'document.delete',
    summary:
      "With ?applicationId: remove the document from that application (it stays on the student's file). " +
      "Without: delete it and its stored file from the student's file; a document on exactly one " +
      'application its agent may still edit comes off that application too. 409 while another submitted application holds it. Removing a document required to submit from an application with the admin team is refused (409)',
    tag: 'Documents',
    access: 'signedIn',
    refusals: ['Conflict'],
    input: ({ params, query }) => ({ applicationId: query.applicationId, id: params.id }),
    shape: 'empty',
    conflict:
      'The document is on a submitted application other than the one it would come off, or one past its agent’s edits',
  },
  {
    method: 'PUT',
    path: '/api/documents/:id/expiry',
    procedure: 'document.setExpiry',
    summary: "Set (YYYY-MM-DD) or clear (null) a passport's or English certificate's expiry date",
    tag: 'Documents',
    access: 'signedIn',
    input: bodyWithPathId,
  },
  {
    method: 'GET',
    path: '/api/documents/expiring',
    procedure: 'document.expiring',
    summary:
      "The signed-in agent's documents that are expired, expire within 90 days or before an application's intake",
    tag: 'Documents',
    access: 'signedIn',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'POST',
    path: '/api/applications/:id/documents/attach',
    procedure: 'application.attachDocuments',
    summary: "Attach documents already on the student's file to the application (no new upload)",
    tag: 'Documents',
    access: 'signedIn',
    input: ({ params, body }) => ({
      ...(typeof body === 'object' && body !== null ? body : {}),
      applicationId: params.id,
    }),
  },
];
