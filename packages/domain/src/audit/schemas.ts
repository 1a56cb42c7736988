import { z } from 'zod';
import { zId } from '../ids';
import { ZListWindow, ZSearchText, optionalFilter } from '../pagination';

/** A resource type as audit rows name them ('user', 'application', 'document', …). */
const ZResourceType = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z_-]{0,39}$/, 'Unknown audit log type');

/** The audit log, filtered server-side by search text and resource type. */
export const ZAuditLogListInput = ZListWindow.extend({
  search: optionalFilter(ZSearchText),
  type: optionalFilter(ZResourceType),
  /** What one agency's members did, and what was done to the agency. */
  agencyId: zId({ label: 'Agency id' }).optional(),
});
