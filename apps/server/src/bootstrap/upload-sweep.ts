import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Storage } from '@uniguide/api';
import { queries, type Database } from '@uniguide/db';
import { PARTIAL_FOLDER } from '../storage/disk';
import { isOwnerGone, ownerOf } from '../storage/process-owner';
import { SPOOL_PREFIX } from '../storage/spool';

/**
 * With PostgreSQL other live processes may be mid-upload, so only pending rows older than this are
 * theirs to lose; a pending row is written only once the whole body has arrived (spooled, or held by
 * the resumable upload store), so it lives for the seconds the copy to storage takes.
 */
export const SHARED_PENDING_AGE_MS = 60 * 60 * 1000;

export interface UploadSweepOptions {
  database: Pick<Database, 'db' | 'driver'>;
  storage: Storage;
  /** The disk store's root (DATA_DIR/uploads); unset with another driver. */
  uploadsDir?: string;
  /** Where uploads are spooled (the OS temp folder). */
  spoolRoot?: string;
  now?: Date;
}

export interface UploadSweepReport {
  spoolFolders: string[];
  partialFiles: string[];
  pendingDocuments: number[];
}

async function entries(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch {
    return [];
  }
}

/**
 * A name `<prefix><pid>.<instance>-…` whose process is gone (an earlier instance with this process's
 * own pid included: a restart as PID 1), or one without an owner older than `cutoff`.
 */
async function isOrphan(path: string, name: string, prefix: string, cutoff: Date) {
  const owner = ownerOf(name, prefix);
  if (owner) return isOwnerGone(owner);
  const info = await stat(path).catch(() => null);
  return info !== null && info.mtime < cutoff;
}

/**
 * Run at start (decision 018): removes what a crashed process (`kill -9`, power loss) left of its
 * uploads — spool folders in the temp folder, half-written files of the disk store, and document rows
 * still pending (with whatever bytes they have). An upload writes its pending row first, its bytes
 * second and completes the row last, so these three are everything a crash can leave.
 */
export async function sweepAbandonedUploads(
  options: UploadSweepOptions,
): Promise<UploadSweepReport> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - SHARED_PENDING_AGE_MS);
  const report: UploadSweepReport = { spoolFolders: [], partialFiles: [], pendingDocuments: [] };

  const spoolRoot = options.spoolRoot ?? tmpdir();
  for (const name of await entries(spoolRoot)) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const path = join(spoolRoot, name);
    if (!(await isOrphan(path, name, SPOOL_PREFIX, cutoff))) continue;
    await rm(path, { recursive: true, force: true });
    report.spoolFolders.push(path);
  }

  if (options.uploadsDir) {
    const partial = join(options.uploadsDir, PARTIAL_FOLDER);
    for (const name of await entries(partial)) {
      const path = join(partial, name);
      if (!(await isOrphan(path, name, '', cutoff))) continue;
      await rm(path, { force: true });
      report.partialFiles.push(path);
    }
  }

  // The embedded database has one process, this one, which has no upload under way yet.
  const pendingBefore = options.database.driver === 'pglite' ? now : cutoff;
  const pending = await queries.documents.listPendingDocuments(options.database.db, pendingBefore);
  for (const row of pending) {
    await options.storage.delete(row.filename);
    await queries.documents.deleteDocumentRow(options.database.db, row.id);
    report.pendingDocuments.push(row.id);
  }
  return report;
}
