import type { RestRow } from './types';

type RestRequest = Parameters<NonNullable<RestRow['input']>>[0];

const body = (req: RestRequest) =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

/**
 * From offer to enrolment (docs/decisions/039-uae-journey.md): visa checklists by nationality. An
 * unknown country is a 400 in the error shape.
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
      "A nationality's visa and attestation checklist: its own, else the default (source says which); 400 for an unknown country",
    tag: 'Visa checklists',
    access: 'signedIn',
    input: ({ params }) => ({ country: params.country }),
  },
  {
    method: 'PUT',
    path: '/api/admin/visa-checklists/:country',
    procedure: 'admin.visa.setChecklist',
    summary:
      "Replace a nationality's checklist ({ items: [{ name, note, needsAttestation, under18Only, documentType }], expectedUpdatedAt? }); items null removes it; 400 for an unknown country, 409 when someone saved since",
    tag: 'Visa checklists',
    access: 'admin',
    input: (req) => ({ ...body(req), country: req.params.country }),
  },
];
