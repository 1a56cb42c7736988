import { pathId, restListQuery } from './applications';
import type { RestRow } from './types';

/**
 * The marketing kit (docs/decisions/047-admin-inbox-and-marketing-kit.md). Its upload
 * (POST /api/admin/marketing-materials, multipart) and download are HTTP routes of
 * plugins/documents.ts.
 */
export const marketingRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/marketing-materials',
    procedure: 'marketing.list',
    summary:
      'Current, unexpired marketing materials, newest first (limit, offset, universityId, programId, materialType, language, region: tagged with it or with no region tags); isNew marks those since the last visit',
    tag: 'Marketing',
    access: 'signedIn',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'POST',
    path: '/api/marketing-materials/seen',
    procedure: 'marketing.markSeen',
    summary: 'Record a visit to the marketing kit: later materials are the new ones',
    tag: 'Marketing',
    access: 'signedIn',
  },
  {
    method: 'GET',
    path: '/api/admin/marketing-materials',
    procedure: 'admin.marketing.list',
    summary:
      'Every version of every marketing material, newest first, with its downloads and how many agencies made them (limit, offset, universityId)',
    tag: 'Marketing',
    access: 'admin',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'GET',
    path: '/api/admin/marketing-materials/:id/downloads',
    procedure: 'admin.marketing.downloads',
    summary: "One version's downloads per agency, most first",
    tag: 'Marketing',
    access: 'admin',
    input: pathId,
  },
];
