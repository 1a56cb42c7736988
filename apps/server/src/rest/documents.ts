import type { RestRow } from './types';

/** Upload (POST /api/documents, multipart) and download are HTTP routes of plugins/documents.ts. */
export const documentRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/applications/:id/documents',
    procedure: 'document.list',
    summary: "An application's documents (metadata only)",
    tag: 'Documents',
    access: 'agent',
    input: ({ params }) => ({ applicationId: params.id }),
  },
  {
    method: 'DELETE',
    path: '/api/documents/:id',
    procedure: 'document.delete',
    summary: 'Delete a document and its stored file',
    tag: 'Documents',
    access: 'agent',
    input: ({ params }) => ({ id: params.id }),
    shape: 'empty',
  },
];
