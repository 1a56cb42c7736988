import { lockCatalogue, type DB, type Kysely } from '@uniguide/db';
import { writeAudit, type AuditActor } from '../audit';
import { prepareCatalogue } from './prepare';
import { prepareInWorker } from './run-in-worker';
import { buildReport, type ImportReport } from './report';
import { writeCatalogue } from './write';

export { formatImportReport, type ImportReport } from './report';
export { MAX_CATALOGUE_BYTES } from './parse';

/** Where an import is, for the admin screen's progress line. */
export type ImportPhase = 'reading' | 'saving' | 'done' | 'failed';
export interface ImportProgress {
  phase: ImportPhase;
  /** Data rows read from the file, once it has been read. */
  rowsRead?: number;
}

export interface ImportCatalogueInput {
  buffer: Uint8Array;
  fileName: string;
  /** Runs the whole import and reports it, then rolls everything back. */
  dryRun?: boolean;
  /** Who imports, for the audit row: the admin's request, or the CLI. */
  actor?: AuditActor;
  /** Called as the import moves from reading the file to saving it. */
  onProgress?: (progress: ImportProgress) => void;
  /**
   * Read and map the file on this thread instead of a worker thread: for the CLI, which serves no
   * one else while it imports.
   */
  inline?: boolean;
}

const CLI_ACTOR: AuditActor = { user: null, meta: { ip: null, userAgent: 'catalogue-import' } };

/** Thrown inside the transaction to roll a dry run back while keeping its report. */
class DryRunRollback extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

/**
 * Imports a CSV or XLSX catalogue (CLI and the admin upload): parse and map every row onto the
 * catalogue vocabularies (docs/product.md §5.3) in a worker thread, upsert universities and programs in one transaction, and report what happened
 * to every row. Bad files are AppErrors (400/413/415) and change nothing.
 */
export async function importCatalogue(
  db: Kysely<DB>,
  input: ImportCatalogueInput,
): Promise<ImportReport> {
  input.onProgress?.({ phase: 'reading' });
  const { sheet, ignoredColumns, mapped } = await (input.inline
    ? prepareCatalogue(input)
    : prepareInWorker(input));
  input.onProgress?.({ phase: 'saving', rowsRead: sheet.rows.length });

  try {
    return await db.transaction().execute(async (trx) => {
      await lockCatalogue(trx);
      const outcome = await writeCatalogue(trx, mapped);
      const report = buildReport({
        fileName: input.fileName,
        dryRun: input.dryRun ?? false,
        sheet,
        ignoredColumns,
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
