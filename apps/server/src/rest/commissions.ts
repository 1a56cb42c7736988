import { restListQuery } from './applications';
import type { RestRow } from './types';

type RestRequest = Parameters<NonNullable<RestRow['input']>>[0];

const body = ({ body }: RestRequest) => (typeof body === 'object' && body !== null ? body : {});

/** Commissions and commission terms (docs/decisions/009-students-and-commissions.md): the agent's earnings, the admin's payouts and terms. */
export const commissionRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/commissions',
    procedure: 'commission.list',
    summary:
      "The signed-in agent's commissions (limit, offset, status: pending, invoiced, paid, reversed, due or overdue, universityId, search, sort: payout-asc, payout-desc, earned-desc, amount-desc)",
    tag: 'Commissions',
    access: 'signedIn',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/commissions/earnings',
    procedure: 'commission.earnings',
    summary:
      "The signed-in agent's earnings: paid, due and overdue totals, the pipeline by status and 12 months of earned and paid (amounts in fils)",
    tag: 'Commissions',
    access: 'signedIn',
  },
  {
    method: 'GET',
    path: '/api/commissions/export',
    procedure: 'commission.exportCsv',
    summary:
      "The signed-in agent's commissions as CSV ({ filename, csv, rowCount, total, truncated }); same filters as the list",
    tag: 'Commissions',
    access: 'signedIn',
  },
  {
    method: 'GET',
    path: '/api/admin/commissions',
    procedure: 'admin.commissions.list',
    summary:
      "Every agent's commissions (limit, offset, agentId, universityId, status, search, sort as for /api/commissions)",
    tag: 'Admin commissions',
    access: 'admin',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/admin/commissions/summary',
    procedure: 'admin.commissions.summary',
    summary:
      'Earnings across agents, or one agent with agentId (same shape as /api/commissions/earnings)',
    tag: 'Admin commissions',
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/commissions/payouts',
    procedure: 'admin.commissions.payouts',
    summary:
      'The payouts queue: unpaid commissions (pending or invoiced, due and overdue), soonest expected payout first (limit, offset, agentId, universityId, search)',
    tag: 'Admin commissions',
    access: 'admin',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/admin/commissions/export',
    procedure: 'admin.commissions.exportCsv',
    summary:
      'Commissions as CSV ({ filename, csv, rowCount, total, truncated }); same filters as the list',
    tag: 'Admin commissions',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/commissions/:id/status',
    procedure: 'admin.commissions.move',
    summary:
      'Move a commission ({ status }: pending → invoiced → paid, or back one step); the agent is notified',
    tag: 'Admin commissions',
    access: 'admin',
    input: (request) => ({ ...body(request), id: request.params.id }),
  },
  {
    method: 'PUT',
    path: '/api/admin/commissions/:id/amount',
    procedure: 'admin.commissions.setAmount',
    summary: "Correct a pending or invoiced commission's amount ({ amountAed }, e.g. 4500.50)",
    tag: 'Admin commissions',
    access: 'admin',
    input: (request) => ({ ...body(request), id: request.params.id }),
  },
  {
    method: 'GET',
    path: '/api/admin/commission-terms',
    procedure: 'admin.commissionTerms.list',
    summary:
      "Every university's commission terms (rate in basis points, payout lag in days) with its programs' rate overrides",
    tag: 'Admin commissions',
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/universities/:id/commission-terms',
    procedure: 'admin.commissionTerms.programs',
    summary: "One university's terms and every program's own and effective rate",
    tag: 'Admin commissions',
    access: 'admin',
    input: ({ params }) => ({ universityId: params.id }),
  },
  {
    method: 'PUT',
    path: '/api/admin/universities/:id/commission-terms',
    procedure: 'admin.commissionTerms.updateUniversity',
    summary:
      "Set a university's terms ({ commissionRatePercent, e.g. 12.5, payoutLagDays }); earned commissions keep their figures",
    tag: 'Admin commissions',
    access: 'admin',
    input: (request) => ({ ...body(request), universityId: request.params.id }),
  },
  {
    method: 'PUT',
    path: '/api/admin/programs/:id/commission-rate',
    procedure: 'admin.commissionTerms.updateProgram',
    summary:
      "Set a program's own rate ({ commissionRatePercent }); null removes it so the university's rate applies",
    tag: 'Admin commissions',
    access: 'admin',
    input: (request) => ({ ...body(request), programId: request.params.id }),
  },
];
