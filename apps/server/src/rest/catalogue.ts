import { REST_DEFAULT_LIMIT } from '@uniguide/domain';
import type { RestRow } from './types';

/** The catalogue, saved-program and contact calls of docs/product.md §8. */
export const catalogueRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/programs',
    procedure: 'program.list',
    summary:
      'Programs, filtered by repeated degree, studyField, university and duration, maxTuition, hasScholarship=true and search; bounded by limit (default 100, max 500) and offset',
    tag: 'Catalogue',
    access: 'public',
    // REST lists default to 100 rows (docs/product.md §8); the apps page through tRPC instead.
    input: ({ query }) => ({ limit: REST_DEFAULT_LIMIT, ...query }),
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/programs/:id',
    procedure: 'program.byId',
    summary: 'One program with its university',
    tag: 'Catalogue',
    access: 'public',
    input: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'GET',
    path: '/api/universities',
    procedure: 'university.list',
    summary: 'Universities by name, with their program counts',
    tag: 'Catalogue',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/universities/:id',
    procedure: 'university.byId',
    summary: 'One university with its program count',
    tag: 'Catalogue',
    access: 'public',
    input: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'GET',
    path: '/api/saved-programs',
    procedure: 'savedProgram.list',
    summary: "The signed-in agent's saved programs, newest first",
    tag: 'Saved programs',
    access: 'signedIn',
  },
  {
    method: 'POST',
    path: '/api/saved-programs',
    procedure: 'savedProgram.add',
    summary: 'Save a program ({ programId }); saving it again changes nothing',
    tag: 'Saved programs',
    access: 'signedIn',
  },
  {
    method: 'DELETE',
    path: '/api/saved-programs/:programId',
    procedure: 'savedProgram.remove',
    summary: 'Remove a saved program',
    tag: 'Saved programs',
    access: 'signedIn',
    input: ({ params }) => ({ programId: params.programId }),
    shape: 'empty',
  },
  {
    method: 'POST',
    path: '/api/contact',
    procedure: 'contact.send',
    summary: 'Send a message through the contact form (stored for the admins)',
    tag: 'Contact',
    access: 'public',
    successStatus: 201,
  },
];
