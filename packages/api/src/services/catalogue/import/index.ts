import { isSingleSession, type DB, type Kysely } from '@uniguide/db';
import type { AuditActor } from '../../audit/audit';
import { prepareCatalogue } from './prepare';
import type { ImportReport } from './report';
import { importInWorker } from './run-in-worker';
import { saveCatalogue, type SaveOptions } from './save';

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
  /** Compares the file with the catalogue and reports what the import would do; writes nothing. */
  dryRun?: boolean;
  /** Who imports, for the audit row: the admin's request, or the CLI. */
  actor?: AuditActor;
  /** Called as the import moves from reading the file to saving it. */
  onProgress?: (progress: ImportProgress) => void;
  /**
   * Read, map and save the file on this thread instead of a worker thread: for the CLI, which serves
   * no one else while it imports.
   */
  inline?: boolean;
}

const CLI_ACTOR: AuditActor = { user: null, meta: { ip: null, userAgent: 'catalogue-import' } };

/** Imports that write to the embedded database, one after another: their steps must not interleave. */
let embeddedImports: Promise<unknown> = Promise.resolve();

/**
 * Imports a CSV or XLSX catalogue (CLI and the admin upload): parse and map every row onto the
 * catalogue vocabularies (docs/product.md §5.3), compare it with the catalogue, then create and
 * update universities and programs, and report what happened to every row. A dry run only compares:
 * it reports the same figures and writes nothing. Bad files are AppErrors (400/413/415) and change
 * nothing.
 *
 * All of it runs in a worker thread, so this thread holds none of the file's rows: on PostgreSQL
 * the worker writes on a connection of its own, the writes and the audit row in one transaction; on
 * the embedded database it borrows this thread's one session and writes `IMPORT_ROWS_PER_STEP`
 * programs per transaction, so the import never stalls other requests; the audit row is in the last
 * one, and an import cut short (a crash) is completed by importing the file again, since an import
 * changes only what differs (decisions 032, 083).
 */
export async function importCatalogue(
  db: Kysely<DB>,
  input: ImportCatalogueInput,
): Promise<ImportReport> {
  input.onProgress?.({ phase: 'reading' });
  const actor = input.actor ?? CLI_ACTOR;
  const options: SaveOptions = {
    fileName: input.fileName,
    dryRun: input.dryRun ?? false,
    // Only what the audit row needs: plain data that can cross to the worker thread.
    actor: {
      user: actor.user ? { id: actor.user.id } : null,
      meta: { ip: actor.meta.ip, userAgent: actor.meta.userAgent },
    },
  };
  const saving = (rowsRead: number) => input.onProgress?.({ phase: 'saving', rowsRead });
  const run = async () => {
    if (!input.inline) return importInWorker(db, { buffer: input.buffer, options }, saving);
    const prepared = await prepareCatalogue(input);
    saving(prepared.sheet.rowsRead);
    return saveCatalogue(db, prepared, options);
  };
  if (options.dryRun || !isSingleSession(db)) return run();
  const imported = embeddedImports.then(run);
  embeddedImports = imported.catch(() => undefined);
  return imported;
}
