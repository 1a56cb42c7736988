import { pathId } from './applications';
import type { RestRow } from './types';

type RestRequest = Parameters<NonNullable<RestRow['input']>>[0];

const body = (req: RestRequest) =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
const studentOfPath = (req: RestRequest) => ({ ...body(req), studentId: req.params.id });
const tokenOfPath = (req: RestRequest) => ({ ...body(req), token: req.params.token });

/**
 * The student in the loop (docs/product.md §5.10): quotes, the student's link and the admins' rate
 * table. Another agency's student, quote or link is a 404. The PDF and the student's upload move
 * bytes, so they are HTTP routes of plugins/share.ts.
 */
export const quoteRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/students/:id/quotes',
    procedure: 'quote.list',
    summary: "The student's quotes, newest first",
    tag: 'Quotes',
    access: 'signedIn',
    input: ({ params }) => ({ studentId: params.id }),
  },
  {
    method: 'POST',
    path: '/api/students/:id/quotes',
    procedure: 'quote.create',
    summary:
      'Make a quote ({ programIds: up to 10, currency? }): per program the tuition in AED as the catalogue states it, VAT where charged, the visa/insurance/deposit lines on record ("ask us" where not), the first-year total, and that total in the currency at the admins\' rate (400 when the table has no rate for it)',
    tag: 'Quotes',
    access: 'signedIn',
    successStatus: 201,
    input: studentOfPath,
  },
  {
    method: 'GET',
    path: '/api/quotes/:id',
    procedure: 'quote.byId',
    summary: 'One quote, with the agency it comes from',
    tag: 'Quotes',
    access: 'signedIn',
    input: pathId,
  },
  {
    method: 'GET',
    path: '/api/students/:id/share-links',
    procedure: 'shareLink.list',
    summary: "The student's links: active, expired or revoked, each with when it was last used",
    tag: 'Student link',
    access: 'signedIn',
    input: ({ params }) => ({ studentId: params.id }),
  },
  {
    method: 'POST',
    path: '/api/students/:id/share-links',
    procedure: 'shareLink.create',
    summary:
      "A link to the student's page ({ quoteId?, expiresInDays: 1–90, default 30, sendEmail? }); the answer carries the URL once (only its hash is kept)",
    tag: 'Student link',
    access: 'signedIn',
    successStatus: 201,
    input: studentOfPath,
  },
  {
    method: 'DELETE',
    path: '/api/share-links/:id',
    procedure: 'shareLink.revoke',
    summary: 'Revoke a link at once: its page then answers 404',
    tag: 'Student link',
    access: 'signedIn',
    input: pathId,
  },
  {
    method: 'GET',
    path: '/api/share/:token',
    procedure: 'share.view',
    summary:
      "What the student's page shows: the quote, their applications' status and journey step, the documents asked of them. An unknown, revoked or expired token is the same 404; rate-limited per client",
    tag: 'Student link',
    access: 'public',
    input: ({ params }) => ({ token: params.token }),
  },
  {
    method: 'PUT',
    path: '/api/share/:token/preferred',
    procedure: 'share.setPreferred',
    summary:
      "The student marks the quote's programs they prefer ({ programIds }); the agent is notified",
    tag: 'Student link',
    access: 'public',
    input: tokenOfPath,
  },
  {
    method: 'GET',
    path: '/api/admin/currency-rates',
    procedure: 'admin.currencyRate.list',
    summary: 'The currency rate table: units of each currency per AED, with the date each was set',
    tag: 'Quotes',
    access: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/currency-rates',
    procedure: 'admin.currencyRate.set',
    summary:
      'Replace the rate table ({ rates: [{ currency, unitsPerAed, setOn }] }); there is no live feed',
    tag: 'Quotes',
    access: 'admin',
  },
];
