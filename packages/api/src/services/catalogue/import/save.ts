import { setTimeout as pause } from 'node:timers/promises';
import {
  isSingleSession,
  lockCatalogue,
  queries,
  type DB,
  type Kysely,
  type Transaction,
} from '@uniguide/db';
import { graphemePrefix, type MappedCatalogue } from '@uniguide/domain';
import { writeAudit, type AuditActor } from '../../audit/audit';
import type { PreparedCatalogue } from './prepare';
import { buildReport, type ImportReport } from './report';
import { outcomeOf, planCatalogueWrite, writeSteps, type CataloguePlan } from './write';

/**
 * Programs written per step. On the embedded database each step is its own short transaction and
 * holds the one session only that long; other requests' queries run between
 * steps (decision 032).
 */
export const IMPORT_ROWS_PER_STEP = 5;

export interface SaveOptions {
  fileName: string;
  /** Compares the file with the catalogue and reports what the import would do; writes nothing. */
  dryRun: boolean;
  /** Who imports, for the audit row (plain data: it may cross to the import's worker thread). */
  actor: AuditActor;
}

/**
 * The database half of an import: compare the prepared rows with the catalogue and, unless it is a
 * dry run, create and update universities and programs, with one audit row. On PostgreSQL the writes
 * and the audit row are one transaction; on the embedded database they are written
 * `IMPORT_ROWS_PER_STEP` programs per transaction, the audit row in the last (decision 032).
 */
export async function saveCatalogue(
  db: Kysely<DB>,
  prepared: PreparedCatalogue,
  options: SaveOptions,
): Promise<ImportReport> {
  const { sheet, ignoredColumns, mapped } = prepared;
  const reportOf = (plan: CataloguePlan) =>
    buildReport({
      fileName: options.fileName,
      dryRun: options.dryRun,
      sheet,
      ignoredColumns,
      mapped,
      outcome: outcomeOf(plan),
    });
  const audit = (trx: Transaction<DB>, report: ImportReport) =>
    writeAudit(trx, options.actor, {
      action: 'catalogue_imported',
      resourceType: 'catalogue',
      resourceId: graphemePrefix(options.fileName, 200),
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

  if (options.dryRun) return reportOf(await planCatalogueWrite(db, mapped));
  if (isSingleSession(db)) return importInSteps(db, mapped, reportOf, audit);
  return db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const plan = await planCatalogueWrite(trx, mapped);
    for (const step of writeSteps(plan, IMPORT_ROWS_PER_STEP)) await step(trx);
    const report = reportOf(plan);
    await audit(trx, report);
    return report;
  });
}

/** The embedded database's import: each step a transaction of its own, the audit row in the last. */
async function importInSteps(
  db: Kysely<DB>,
  mapped: MappedCatalogue,
  reportOf: (plan: CataloguePlan) => ImportReport,
  audit: (trx: Transaction<DB>, report: ImportReport) => Promise<unknown>,
): Promise<ImportReport> {
  const plan = await planCatalogueWrite(db, mapped);
  const steps = writeSteps(plan, IMPORT_ROWS_PER_STEP);
  const report = reportOf(plan);
  if (steps.length === 0) {
    await db.transaction().execute((trx) => audit(trx, report));
    return report;
  }
  let written = 0;
  try {
    for (const [index, step] of steps.entries()) {
      const last = index === steps.length - 1;
      if (last) await tidyCatalogue(db);
      const started = performance.now();
      await db.transaction().execute(async (trx) => {
        await lockCatalogue(trx);
        await queries.catalogue.boundPendingIndexEntries(trx);
        // The catalogue caches keep serving the catalogue as it was until the import is done: the
        // version moves once, in the last step's transaction, with the last writes and the audit row.
        await queries.catalogue.deferCatalogueVersion(trx);
        await step(trx);
        if (last) {
          await audit(trx, report);
          await queries.catalogue.bumpCatalogueVersion(trx);
        }
      });
      written += 1;
      if (!last) await restAsLongSince(started);
    }
  } catch (error) {
    // The steps before the failed one were written: make the caches drop what they hold. The step's
    // own error is the one reported.
    if (written > 0) await queries.catalogue.bumpCatalogueVersion(db).catch(() => undefined);
    throw error;
  }
  return report;
}

/**
 * No autovacuum runs on the embedded database: before the last step, while the caches still serve
 * the catalogue as it was, the rows this import replaced go and the planner learns the catalogue's
 * new size (decision 032), one piece at a time with a rest after each (decision 087). The vacuum
 * reads only pages changed since the last one; the analysis reads at most `EMBEDDED_ANALYZE_ROWS` rows (decision 087). A
 * failure here only leaves a table and its statistics as they were: the import goes on.
 */
async function tidyCatalogue(db: Kysely<DB>): Promise<void> {
  for (const tidy of queries.catalogue.CATALOGUE_TIDY_STEPS) {
    const started = performance.now();
    await tidy(db).catch(() => undefined);
    await restAsLongSince(started);
  }
}

/**
 * Rests as long as the embedded import's last piece of work ran (since `started`): queries that
 * queued behind it run now, so the import never takes more than half of the embedded database's one
 * session.
 */
function restAsLongSince(started: number): Promise<void> {
  return pause(performance.now() - started);
}
