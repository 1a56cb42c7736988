import { z } from 'zod';
import { ZListWindow, ZSearchText, optionalFilter } from '../pagination';
import { ZUpdateApplicationInput } from './schemas';
import { ZApplicationStatus } from './status-schemas';

/** The agent's list: their applications, by status and search text. */
export const ZApplicationListInput = ZListWindow.extend({
  status: optionalFilter(ZApplicationStatus),
  search: optionalFilter(ZSearchText),
});

/** The admin list's filters and order (admin.application.list), without paging: the CSV export's input. */
export const ZApplicationExportInput = z.object({
  search: optionalFilter(ZSearchText),
  status: optionalFilter(ZApplicationStatus),
  sort: optionalFilter(z.enum(['updatedAt', 'createdAt'])),
  direction: optionalFilter(z.enum(['asc', 'desc'])),
});
export type ApplicationExportInput = z.infer<typeof ZApplicationExportInput>;

/** Every agent's applications, for review: the export's filters plus paging. */
export const ZAdminApplicationListInput = ZListWindow.extend(ZApplicationExportInput.shape);

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
