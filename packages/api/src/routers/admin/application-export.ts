import { queries } from '@uniguide/db';
import { statusLabel, ZApplicationExportInput } from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { toCsv, type CsvValue } from '../../lib/csv';
import { adminProcedure } from '../../trpc';

/** Bounds the export's memory and answer size; the console says when a list was cut. */
export const EXPORT_MAX_ROWS = 50_000;

export const EXPORT_HEADER = [
  'ID',
  'Student First Name',
  'Student Last Name',
  'Student Email',
  'Program',
  'Degree',
  'University',
  'Status',
  'Agent Email',
  'Agent Name',
  'Agency',
  'Submitted At',
  'Created At',
  'Updated At',
] as const;

function exportRow(application: queries.ApplicationSummary): CsvValue[] {
  const agentName = [application.agent.firstName, application.agent.lastName]
    .filter(Boolean)
    .join(' ');
  return [
    application.id,
    application.studentFirstName,
    application.studentLastName,
    application.studentEmail,
    application.program.name,
    application.program.degree,
    application.program.universityName,
    statusLabel(application.status),
    application.agent.username,
    agentName,
    application.agent.agencyName,
    application.submittedAt,
    application.createdAt,
    application.updatedAt,
  ];
}

/**
 * The filtered application list as CSV text, for a spreadsheet. A mutation rather than a query: it is
 * audited (who took a copy of which students' data) and must never be served from a cache.
 */
export const exportApplicationsCsv = adminProcedure
  .input(ZApplicationExportInput)
  .mutation(async ({ ctx, input }) => {
    const result = await queries.listApplications(ctx.db, {
      search: input.search,
      status: input.status,
      sort: input.sort ?? 'updatedAt',
      direction: input.direction,
      limit: EXPORT_MAX_ROWS,
      offset: 0,
    });
    const rowCount = result.items.length;
    await writeAudit(ctx.db, ctx, {
      action: 'applications_exported',
      resourceType: 'application',
      newData: {
        search: input.search ?? null,
        status: input.status ?? null,
        rowCount,
        total: result.total,
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return {
      filename: `applications-${day}.csv`,
      csv: toCsv(EXPORT_HEADER, result.items.map(exportRow)),
      rowCount,
      total: result.total,
      truncated: result.total > rowCount,
    };
  });
