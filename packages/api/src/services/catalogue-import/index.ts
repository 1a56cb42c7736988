import { lockCatalogue, type DB, type Kysely } from '@uniguide/db';
import {
  AppError,
  mapCatalogueRows,
  matchColumns,
  type CatalogueColumn,
  type RawCatalogueRow,
} from '@uniguide/domain';
import { writeAudit, type AuditActor } from '../audit';
import { parseCatalogueFile } from './parse';
import { buildReport, type ImportReport } from './report';
import { writeCatalogue } from './write';

export { formatImportReport, type ImportReport } from './report';
export { MAX_CATALOGUE_BYTES } from './parse';

export interface ImportCatalogueInput {
  buffer: Uint8Array;
  fileName: string;
  /** Runs the whole import and reports it, then rolls everything back. */
  dryRun?: boolean;
  /** Who imports, for the audit row: the admin's request, or the CLI. */
  actor?: AuditActor;
}

const CLI_ACTOR: AuditActor = { user: null, meta: { ip: null, userAgent: 'catalogue-import' } };

/** Thrown inside the transaction to roll a dry run back while keeping its report. */
class DryRunRollback extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

/**
 * Imports a CSV or XLSX catalogue (CLI and, later, the admin upload): parse, map every row onto the
 * catalogue vocabularies (docs/product.md §5.3), upsert universities and programs in one transaction, and report what happened
 * to every row. Bad files are AppErrors (400/413/415) and change nothing.
 */
export async function importCatalogue(
  db: Kysely<DB>,
  input: ImportCatalogueInput,
): Promise<ImportReport> {
  const sheet = await parseCatalogueFile(input);
  const { columns, missing, ignored } = matchColumns(sheet.headers);
  if (missing.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `The catalogue has no ${missing.map((column) => (column === 'name' ? 'program name' : column)).join(' or ')} column`,
      missing.map((column) => ({
        path: column,
        message: `Missing column; headers found: ${sheet.headers.join(', ')}`,
      })),
    );
  }
  const rows: RawCatalogueRow[] = sheet.rows.map(({ rowNumber, cells }) => ({
    rowNumber,
    values: Object.fromEntries(
      (Object.entries(columns) as Array<[CatalogueColumn, number]>).map(([column, index]) => [
        column,
        cells[index] ?? '',
      ]),
    ),
  }));
  const mapped = mapCatalogueRows(rows);

  try {
    return await db.transaction().execute(async (trx) => {
      await lockCatalogue(trx);
      const outcome = await writeCatalogue(trx, mapped);
      const report = buildReport({
        fileName: input.fileName,
        dryRun: input.dryRun ?? false,
        sheet,
        ignoredColumns: ignored,
        mapped,
        outcome,
      });
      if (input.dryRun) throw new DryRunRollback(report);
      await writeAudit(trx, input.actor ?? CLI_ACTOR, {
        action: 'catalogue_imported',
        resourceType: 'catalogue',
        resourceId: input.fileName.slice(0, 200),
        newData: {
          rowsRead: report.rowsRead,
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          duplicates: report.duplicates,
          rejected: report.rejected,
          universitiesCreated: report.universities.created.length,
        },
      });
      return report;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.report;
    throw error;
  }
}
