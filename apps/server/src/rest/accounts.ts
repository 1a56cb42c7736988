import { bodyWithPathId, pathId, restListQuery } from './applications';
import type { RestRow } from './types';

type RestRequest = Parameters<NonNullable<RestRow['input']>>[0];

const body = ({ body }: RestRequest) => (typeof body === 'object' && body !== null ? body : {});

/** Verification, approval, console settings and admin invitations (docs/decisions/027-accounts.md). */
export const accountRows: RestRow[] = [
  {
    method: 'POST',
    path: '/api/verify-email',
    procedure: 'auth.verifyEmail',
    summary: 'Follow a verification link ({ token }); marks the address verified',
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/user/verification',
    procedure: 'user.resendVerification',
    summary:
      'Send a new verification link to the current address (409 once verified; 429 past 3 per account, or twice MAIL_RATE_LIMIT per client address, in 15 minutes)',
    tag: 'User',
    access: 'signedIn',
  },
  {
    method: 'PUT',
    path: '/api/user/email',
    procedure: 'user.changeEmail',
    summary:
      'Change the sign-in e-mail ({ email, currentPassword }); the new address must be verified again and the old one is told',
    tag: 'User',
    access: 'signedIn',
  },
  {
    method: 'GET',
    path: '/api/admin/settings',
    procedure: 'admin.settings.get',
    summary: 'Console settings: agentApproval (automatic or required)',
    tag: 'Admin',
    access: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    procedure: 'admin.settings.update',
    summary: 'Save console settings ({ agentApproval: automatic or required })',
    tag: 'Admin',
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/agents/pending',
    procedure: 'admin.approval.pending',
    summary:
      'Agents waiting for approval, oldest first, each with hoursLeft on the 48-hour clock (negative when overdue)',
    tag: 'Admin',
    access: 'admin',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'POST',
    path: '/api/admin/agents/:id/approve',
    procedure: 'admin.approval.approve',
    summary: 'Approve a pending (or declined) agent; they are e-mailed',
    tag: 'Admin',
    access: 'admin',
    input: pathId,
  },
  {
    method: 'POST',
    path: '/api/admin/agents/:id/decline',
    procedure: 'admin.approval.decline',
    summary: 'Decline a pending agent ({ reason }); they are e-mailed the reason',
    tag: 'Admin',
    access: 'admin',
    input: bodyWithPathId,
  },
  {
    method: 'GET',
    path: '/api/admin/invites',
    procedure: 'admin.invite.list',
    summary: 'Admin invitations still waiting to be accepted',
    tag: 'Admin',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/invites',
    procedure: 'admin.invite.create',
    summary:
      'Invite an admin by e-mail ({ email }); the single-use link (7 days) goes only to them',
    tag: 'Admin',
    access: 'admin',
    successStatus: 201,
  },
  {
    method: 'DELETE',
    path: '/api/admin/invites/:id',
    procedure: 'admin.invite.revoke',
    summary: 'Revoke a waiting admin invitation',
    tag: 'Admin',
    access: 'admin',
    input: pathId,
    shape: 'empty',
  },
  {
    method: 'GET',
    path: '/api/admin-invitations/:token',
    procedure: 'auth.adminInvitation',
    summary: 'The admin invitation behind a link: e-mail and expiry (404 once used or expired)',
    tag: 'Auth',
    access: 'public',
    input: ({ params }) => ({ token: params.token }),
  },
  {
    method: 'POST',
    path: '/api/admin-invitations/:token/accept',
    procedure: 'auth.acceptAdminInvitation',
    summary: 'Become an admin ({ password, firstName, lastName }); signs the new admin in',
    tag: 'Auth',
    access: 'public',
    successStatus: 201,
    input: (request) => ({ ...body(request), token: request.params.token }),
  },
];
