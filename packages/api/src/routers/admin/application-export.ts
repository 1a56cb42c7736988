import { ZApplicationExportInput } from '@uniguide/domain';
import { exportApplicationsCsv as exportCsv } from '../../services/applications';
import { adminProcedure } from '../../trpc';

/**
 * The filtered application list as CSV text, for a spreadsheet. A mutation rather than a query: it is
 * audited (who took a copy of which students' data) and must never be served from a cache.
 */
export const exportApplicationsCsv = adminProcedure
  .input(ZApplicationExportInput)
  .mutation(({ ctx, input }) => exportCsv(ctx, input));
