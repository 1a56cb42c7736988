import { REST_DEFAULT_LIMIT } from '@uniguide/domain';
import type { RestRow } from './types';

type RestRequest = Parameters<NonNullable<RestRow['input']>>[0];

/** REST lists default to `limit` 100 (docs/product.md §8); the procedure reads `limit`/`offset` as given. */
export const restListQuery = ({ query }: RestRequest) => ({ limit: REST_DEFAULT_LIMIT, ...query });
/** The path's `:id` wins over any `id` in the body. */
export const bodyWithPathId = ({ params, body }: RestRequest) => ({
  ...(typeof body === 'object' && body !== null ? body : {}),
  id: params.id,
});
export const pathId = ({ params }: RestRequest) => ({ id: params.id });

export const applicationRows: RestRow[] = [
  {
    method: 'POST',
    path: '/api/applications',
    procedure: 'application.create',
    summary: 'Create an application (as a draft; submit it after uploading its documents)',
    tag: 'Applications',
    access: 'signedIn',
    successStatus: 201,
    conflict:
      'The student already has an active application for this program and intake (the message names it), or the e-mail is another of your students',
  },
  {
    method: 'GET',
    path: '/api/applications',
    procedure: 'application.list',
    summary: "The signed-in agent's applications, newest first (limit, offset, status, search)",
    tag: 'Applications',
    access: 'signedIn',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/applications/:id',
    procedure: 'application.byId',
    summary: 'One application with its program, documents and status history',
    tag: 'Applications',
    access: 'signedIn',
    input: pathId,
  },
  {
    method: 'PUT',
    path: '/api/applications/:id',
    procedure: 'application.update',
    summary: 'Update the form fields (while editable) and/or move the status along the agent moves',
    tag: 'Applications',
    access: 'signedIn',
    input: bodyWithPathId,
  },
  {
    method: 'POST',
    path: '/api/applications/:id/submit',
    procedure: 'application.submit',
    summary: 'Submit a draft (or incomplete) application',
    tag: 'Applications',
    access: 'signedIn',
    input: pathId,
  },
];
