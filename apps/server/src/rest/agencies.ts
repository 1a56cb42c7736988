import { pathId, restListQuery } from './applications';
import type { RestRow } from './types';

type RestRequest = Parameters<NonNullable<RestRow['input']>>[0];

const body = ({ body }: RestRequest) => (typeof body === 'object' && body !== null ? body : {});

/** Agencies as teams (docs/decisions/025-agencies.md): members, invites, splits and the admin's view. */
export const agencyRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/agency',
    procedure: 'agency.mine',
    summary:
      "The signed-in agent's agency: name, their role, the members (owners also see each member's student and application counts) and open invites (owners)",
    tag: 'Agency',
    access: 'signedIn',
  },
  {
    method: 'POST',
    path: '/api/agency/invites',
    procedure: 'agency.invite',
    summary:
      'Owner: invite someone by e-mail ({ email, agencyRole: owner or counsellor }); answers the single-use join link, valid 7 days (429 past MAIL_RATE_LIMIT per owner, or twice that per client address, in 15 minutes)',
    tag: 'Agency',
    access: 'signedIn',
    successStatus: 201,
  },
  {
    method: 'DELETE',
    path: '/api/agency/invites/:id',
    procedure: 'agency.revokeInvite',
    summary:
      "Owner: revoke one of the agency's waiting invitations; its link stops working at once (404 once used, revoked or expired)",
    tag: 'Agency',
    access: 'signedIn',
    input: pathId,
    shape: 'empty',
  },
  {
    method: 'PUT',
    path: '/api/agency/members/:userId/role',
    procedure: 'agency.setRole',
    summary: "Owner: change a member's role ({ agencyRole: owner or counsellor })",
    tag: 'Agency',
    access: 'signedIn',
    input: (request) => ({ ...body(request), userId: request.params.userId }),
  },
  {
    method: 'PATCH',
    path: '/api/agency/members/:userId/status',
    procedure: 'agency.setMemberActive',
    summary:
      'Owner: deactivate ({ active: false }, their sessions end at once) or reactivate a member',
    tag: 'Agency',
    access: 'signedIn',
    input: (request) => ({ ...body(request), userId: request.params.userId }),
  },
  {
    method: 'POST',
    path: '/api/agency/members/:userId/reassign',
    procedure: 'agency.reassign',
    summary:
      "Owner: hand all of the member's students, applications, documents and commissions to another member ({ toUserId }), in one audited step",
    tag: 'Agency',
    access: 'signedIn',
    input: (request) => ({ ...body(request), fromUserId: request.params.userId }),
  },
  {
    method: 'POST',
    path: '/api/students/:id/assign',
    procedure: 'agency.assignStudent',
    summary:
      'Owner: assign one student, with their applications and documents, to a member ({ toUserId })',
    tag: 'Agency',
    access: 'signedIn',
    input: (request) => ({ ...body(request), studentId: request.params.id }),
  },
  {
    method: 'GET',
    path: '/api/agency/splits',
    procedure: 'agency.splits',
    summary:
      'Owner: commissions shared with sub-agents (passedOn), shares received as a sub-agent (received) and the splits set; amounts in fils',
    tag: 'Agency',
    access: 'signedIn',
  },
  {
    method: 'GET',
    path: '/api/agency/sub-agencies',
    procedure: 'agency.subAgencies',
    summary:
      'Owner: the active agencies that can be named as a sub-agent, by name ({ id, name }, at most 50; search narrows them); 403 for a counsellor',
    tag: 'Agency',
    access: 'signedIn',
    input: ({ query }) => query,
  },
  {
    method: 'PUT',
    path: '/api/agency/splits',
    procedure: 'agency.setSplit',
    summary:
      "Owner: set a sub-agent's share of a student's or an application's commission ({ target: student or application, targetId, subAgencyId, share: { kind: percent, percent } or { kind: fixed, amountAed } })",
    tag: 'Agency',
    access: 'signedIn',
  },
  {
    method: 'DELETE',
    path: '/api/agency/splits/:target/:targetId',
    procedure: 'agency.removeSplit',
    summary:
      'Owner: remove the split of a student or an application (target: student or application)',
    tag: 'Agency',
    access: 'signedIn',
    input: ({ params }) => ({ target: params.target, targetId: params.targetId }),
  },
  {
    method: 'GET',
    path: '/api/invitations/:token',
    procedure: 'auth.invitation',
    summary:
      'The invite behind a join link: e-mail, agency name and role (404 once used, revoked or expired)',
    tag: 'Auth',
    access: 'public',
    input: ({ params }) => ({ token: params.token }),
  },
  {
    method: 'POST',
    path: '/api/invitations/:token/accept',
    procedure: 'auth.acceptInvitation',
    summary:
      'Join the inviting agency ({ password, firstName, lastName, country, phoneNumber }); signs the new member in',
    tag: 'Auth',
    access: 'public',
    successStatus: 201,
    input: (request) => ({ ...body(request), token: request.params.token }),
  },
  {
    method: 'GET',
    path: '/api/programs/:id/commission',
    procedure: 'program.commissionPreview',
    summary:
      "Signed-in agents: the commission a program would earn (rate × first-year tuition in fils, payout lag, the university's median days from enrolment to payment once 5 are paid)",
    tag: 'Catalogue',
    access: 'signedIn',
    input: ({ params }) => ({ programId: params.id }),
  },
  {
    method: 'GET',
    path: '/api/admin/agencies',
    procedure: 'admin.agency.list',
    summary:
      'Agencies with members and roles, status, application counts and earnings in fils (limit, offset, search)',
    tag: 'Admin',
    access: 'admin',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'PATCH',
    path: '/api/admin/agencies/:id/status',
    procedure: 'admin.agency.setActive',
    summary:
      "Deactivate ({ active: false }) or reactivate an agency; deactivation ends every member's session",
    tag: 'Admin',
    access: 'admin',
    input: (request) => ({ ...body(request), id: request.params.id }),
  },
];
