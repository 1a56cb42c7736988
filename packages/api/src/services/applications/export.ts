import { queries } from '@uniguide/db';
import { statusLabel, type ApplicationExportInput } from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { toCsv, type CsvValue } from '../../lib/csv';
import { writeAudit } from '../audit/audit';

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

function exportRow(application: queries.applications.ApplicationSummary): CsvValue[] {
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
 * The filtered application list as CSV text, for a spreadsheet. Audited (who took a copy of which
 * students' data), so its procedure is a mutation that no cache answers.
 */
export async function exportApplicationsCsv(ctx: SignedInContext, input: ApplicationExportInput) {
  const result = await queries.applications.listApplications(ctx.db, {
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
}
