import type { RestRow } from './types';

type RestRequest = Parameters<NonNullable<RestRow['input']>>[0];

const body = (req: RestRequest) =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

/**
 * From offer to enrolment (docs/decisions/039-uae-journey.md): visa checklists by nationality and
 * the journey after the offer. An unknown country or stage is a 400 in the error shape; another
 * agency's application is a 404.
 */
export const journeyRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/visa-checklists',
    procedure: 'visa.checklists',
    summary:
      'The nationalities (ISO 3166-1 alpha-2) with a visa checklist of their own, and "default"',
    tag: 'Visa checklists',
    access: 'signedIn',
  },
  {
    method: 'GET',
    path: '/api/visa-checklists/:country',
    procedure: 'visa.checklist',
    summary:
      "A nationality's visa and attestation checklist: its own, else the default (source says which); each item has name, note and their Arabic nameAr, noteAr ('' when none: show the English); 400 for an unknown country",
    tag: 'Visa checklists',
    access: 'signedIn',
    input: ({ params }) => ({ country: params.country }),
  },
  {
    method: 'PUT',
    path: '/api/admin/visa-checklists/:country',
    procedure: 'admin.visa.setChecklist',
    summary:
      "Replace a nationality's checklist ({ items: [{ name, note, nameAr?, noteAr?, needsAttestation, under18Only, documentType }], expectedUpdatedAt? }); nameAr and noteAr are the Arabic ('' or left out: none); items null removes it; 400 for an unknown country, 409 when someone saved since",
    tag: 'Visa checklists',
    access: 'admin',
    refusals: ['Conflict'],
    input: (req) => ({ ...body(req), country: req.params.country }),
  },
  {
    method: 'GET',
    path: '/api/applications/:id/journey',
    procedure: 'journey.get',
    summary:
      'The journey after the offer: each stage in order with who acts, date done, file, due date; flags (entry permit expiring or expired); 409 before an offer',
    tag: 'Journey',
    access: 'signedIn',
    refusals: ['Conflict'],
    input: ({ params }) => ({ applicationId: params.id }),
  },
  {
    method: 'PATCH',
    path: '/api/applications/:id/journey/:stage',
    procedure: 'journey.recordStage',
    summary:
      "Record an agent stage done ({ doneOn: 'YYYY-MM-DD', documentId? }); 400 for an unknown stage, 403 for an admin stage, 409 when an earlier stage is not done",
    tag: 'Journey',
    access: 'signedIn',
    refusals: ['Forbidden', 'Conflict'],
    input: (req) => ({ ...body(req), applicationId: req.params.id, stage: req.params.stage }),
  },
  {
    method: 'PATCH',
    path: '/api/admin/applications/:id/journey/:stage',
    procedure: 'admin.journey.setStage',
    summary:
      "Record any stage ({ state: 'done', doneOn, documentId?, authority?, securityCheck?, validUntil?, emiratesIdNumber?, emiratesIdExpiry? }), skip it ({ state: 'skipped', reason }) or reopen it ({ state: 'pending' }); 'registered' completes the application and earns the commission",
    tag: 'Journey',
    access: 'admin',
    refusals: ['Conflict'],
    input: (req) => ({ ...body(req), applicationId: req.params.id, stage: req.params.stage }),
  },
  {
    method: 'POST',
    path: '/api/admin/applications/:id/journey/withdraw',
    procedure: 'admin.journey.withdraw',
    summary: 'Close the journey as withdrawn ({ reason }); no commission follows',
    tag: 'Journey',
    access: 'admin',
    refusals: ['Conflict'],
    input: (req) => ({ ...body(req), applicationId: req.params.id }),
  },
  {
    method: 'GET',
    path: '/api/applications/:id/attestation',
    procedure: 'attestation.get',
    summary:
      'The attestation and equivalency tracker: each certificate with its chain steps and dates, the Ministry of Education application number, the equivalency deadline (admin or default: end of the first semester), provisional until equivalency is recorded, the conditional-admission undertaking',
    tag: 'Journey',
    access: 'signedIn',
    input: ({ params }) => ({ applicationId: params.id }),
  },
  {
    method: 'PUT',
    path: '/api/applications/:id/attestation',
    procedure: 'attestation.set',
    summary:
      'Replace the tracker ({ certificates: [{ name, steps }], moeApplicationNumber, equivalencyDeadline? (admins), equivalencyRecordedOn, undertakingSigned }); 403 when an agent moves the deadline',
    tag: 'Journey',
    access: 'signedIn',
    refusals: ['Forbidden'],
    input: (req) => ({ ...body(req), applicationId: req.params.id }),
  },
  {
    method: 'GET',
    path: '/api/admin/universities/:id/fee-lines',
    procedure: 'admin.journey.feeLines',
    summary:
      "A university's fee lines ({ label, kind, amountAed, refundable, appliesTo, source }) and whether 5% VAT applies to its tuition (null: not on record); 404 for no such university",
    tag: 'Journey',
    access: 'admin',
    input: ({ params }) => ({ universityId: params.id }),
  },
  {
    method: 'PUT',
    path: '/api/admin/universities/:id/fee-lines',
    procedure: 'admin.journey.setFeeLines',
    summary:
      "Replace a university's fee lines ({ tuitionVat: boolean | null, lines: [{ label, kind, amountAed, refundable, appliesTo, source }] })",
    tag: 'Journey',
    access: 'admin',
    input: (req) => ({ ...body(req), universityId: req.params.id }),
  },
  {
    method: 'GET',
    path: '/api/applications/:id/costs',
    procedure: 'journey.costs',
    summary:
      "The student's expected first year in AED: tuition as the catalogue states it, VAT where the university charges it, its fee lines, each with its source; noFeeLines when it has none",
    tag: 'Journey',
    access: 'signedIn',
    input: ({ params }) => ({ applicationId: params.id }),
  },
];
