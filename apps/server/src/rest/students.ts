import { bodyWithPathId, pathId, restListQuery } from './applications';
import type { RestRow } from './types';

/** Students (docs/decisions/009-students-and-commissions.md). Uploads to a student's file are POST /api/students/{id}/documents (plugins/documents.ts). */
export const studentRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/students',
    procedure: 'student.list',
    summary:
      "The signed-in agent's students (limit, offset, search, sort = recent | name; an owner's counsellorId keeps one member's)",
    tag: 'Students',
    access: 'signedIn',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'POST',
    path: '/api/students',
    procedure: 'student.create',
    summary: 'Create a student (409 when the agent already has a student with this e-mail)',
    tag: 'Students',
    access: 'signedIn',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/students/:id',
    procedure: 'student.byId',
    summary: 'One student with the documents on file and every application',
    tag: 'Students',
    access: 'signedIn',
    input: pathId,
  },
  {
    method: 'PUT',
    path: '/api/students/:id',
    procedure: 'student.update',
    summary: "Update a student's profile (the applications keep what was sent with them)",
    tag: 'Students',
    access: 'signedIn',
    input: bodyWithPathId,
  },
];
