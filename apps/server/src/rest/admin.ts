import { bodyWithPathId, pathId, restListQuery } from './applications';
import type { RestRow } from './types';

export const adminRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/admin/stats',
    procedure: 'admin.stats',
    summary: 'The six dashboard counters',
    tag: 'Admin',
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    procedure: 'admin.user.list',
    summary: 'Users, newest first (limit, offset, search)',
    tag: 'Admin',
    access: 'admin',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/admin/users/:id',
    procedure: 'admin.user.byId',
    summary: 'One user with their applications and recent audit entries',
    tag: 'Admin',
    access: 'admin',
    input: pathId,
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/:id/status',
    procedure: 'admin.user.setActive',
    summary: 'Activate or deactivate an agent ({ active }); deactivation signs them out',
    tag: 'Admin',
    access: 'admin',
    input: bodyWithPathId,
  },
  {
    method: 'GET',
    path: '/api/admin/applications',
    procedure: 'admin.application.list',
    summary:
      'All applications, most recently updated first (limit, offset, search, status; view: needs-admin, waiting-longest, overdue)',
    tag: 'Admin',
    access: 'admin',
    // The documented list: every application, drafts included, unless the query narrows it.
    input: (req) => ({ view: 'all', includeDrafts: true, ...restListQuery(req) }),
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/admin/applications/:id',
    procedure: 'admin.application.byId',
    summary: 'One application with its program, agent, documents and status history',
    tag: 'Admin',
    access: 'admin',
    input: pathId,
  },
  {
    method: 'PATCH',
    path: '/api/admin/applications/:id/status',
    procedure: 'admin.application.changeStatus',
    summary: 'Change the status (history, audit and the agent notification in one transaction)',
    tag: 'Admin',
    access: 'admin',
    input: bodyWithPathId,
  },
  {
    method: 'GET',
    path: '/api/admin/audit-logs',
    procedure: 'admin.auditLog.list',
    summary:
      'Audit log entries, newest first (limit, offset, search, type, agencyId: what its members did and what was done to it)',
    tag: 'Admin',
    access: 'admin',
    input: restListQuery,
    shape: 'list',
  },
];
