import { msg } from '@lingui/core/macro';
import { pageParam, textParam } from '../../lib/search-params';

/** The audit log's filters in the address bar. */
export interface AuditSearch {
  search?: string;
  type?: AuditType;
  /** Only what this agency's members did, and what was done to the agency. */
  agencyId?: number;
  page?: number;
}

/**
 * docs/product.md §3 names User and Application; the others are the further resource types the API records
 * (documents, saved programs and catalogue edits, catalogue imports, notifications, contact messages), so each can be
 * looked at alone.
 */
export const AUDIT_TYPES = [
  { value: 'user', label: msg`User` },
  { value: 'agency', label: msg`Agency` },
  { value: 'student', label: msg`Student` },
  { value: 'application', label: msg`Application` },
  { value: 'document', label: msg`Document` },
  { value: 'program', label: msg`Program` },
  { value: 'university', label: msg`University` },
  { value: 'catalogue', label: msg`Catalogue` },
  { value: 'notification', label: msg`Notification` },
  { value: 'contact_message', label: msg`Contact message` },
] as const;
export type AuditType = (typeof AUDIT_TYPES)[number]['value'];

export function parseAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const search: AuditSearch = {};
  const text = textParam(raw.search);
  if (text) search.search = text;
  const type = AUDIT_TYPES.find((option) => option.value === raw.type);
  if (type) search.type = type.value;
  const agencyId = typeof raw.agencyId === 'number' ? raw.agencyId : Number(raw.agencyId);
  if (Number.isInteger(agencyId) && agencyId > 0 && agencyId <= 2_147_483_647)
    search.agencyId = agencyId;
  const page = pageParam(raw.page);
  if (page) search.page = page;
  return search;
}
