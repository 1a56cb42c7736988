import { z } from 'zod';
import { ZListWindow, ZSearchText, optionalFilter } from '../pagination';
import { ZUpdateApplicationInput } from './schemas';
import { ZApplicationStatus } from './status-schemas';
import { ADMIN_QUEUE_VIEWS } from '../conversation/admin-queue';

const ZApplicationSort = z.enum(['updatedAt', 'createdAt']);
const ZSortDirection = z.enum(['asc', 'desc']);

/** The agent's list: their applications, by status and search text; newest created first by default. */
export const ZApplicationListInput = ZListWindow.extend({
  status: optionalFilter(ZApplicationStatus),
  search: optionalFilter(ZSearchText),
  sort: optionalFilter(ZApplicationSort),
  direction: optionalFilter(ZSortDirection),
  /** Only applications with messages from the admissions team the agent has not read. */
  unread: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' || value === '' ? undefined : value),
    z.boolean().optional(),
  ),
});

/** The admin list's filters and order (admin.application.list), without paging: the CSV export's input. */
export const ZApplicationExportInput = z.object({
  search: optionalFilter(ZSearchText),
  status: optionalFilter(ZApplicationStatus),
  sort: optionalFilter(ZApplicationSort),
  direction: optionalFilter(ZSortDirection),
});
export type ApplicationExportInput = z.infer<typeof ZApplicationExportInput>;

/**
 * Every agent's applications, for review: the export's filters plus paging and the queue's view
 * (docs/decisions/024-application-conversation.md): `needs-admin` by default, oldest first; drafts
 * only when `status` is draft or `includeDrafts` is set (the REST list sets it).
 */
export const ZAdminApplicationListInput = ZListWindow.extend(ZApplicationExportInput.shape).extend({
  // Not optionalFilter: 'all' is a view here, not "no filter".
  view: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(ADMIN_QUEUE_VIEWS).optional(),
  ),
  includeDrafts: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' || value === '' ? false : value),
    z.boolean().optional(),
  ),
});
export type AdminApplicationListInput = z.infer<typeof ZAdminApplicationListInput>;

/** The edit form's fields, an optional status move, and the `updatedAt` the form was loaded with. */
export const ZUpdateApplicationRequest = ZUpdateApplicationInput.extend({
  expectedUpdatedAt: z
    .string()
    .refine(
      (value) => !Number.isNaN(Date.parse(value)),
      'expectedUpdatedAt must be an ISO 8601 date',
    )
    .optional(),
});
export type UpdateApplicationRequest = z.infer<typeof ZUpdateApplicationRequest>;
