import { MessageChannel, Worker } from 'node:worker_threads';
import { postgresConnectionOf, serveSessionRelay, type DB, type Kysely } from '@uniguide/db';
import { AppError } from '@uniguide/domain';
import { bundledEntry } from '../../../lib/bundled-entry';
import type { ImportReport } from './report';
import type { SaveOptions } from './save';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/**
 * Heap and time reading one file may take. A hostile workbook that slips past the byte, row and cell
 * limits still cannot take the process's memory or hold a core for long. The time cap ends once the
 * file is read: saving a large file may take longer.
 */
export const IMPORT_WORKER_HEAP_MB = 512;
export const IMPORT_WORKER_TIMEOUT_MS = 120_000;
/**
 * The worker's young generation: V8's default for a heap this size lets several times the rows'
 * own size pile up as short-lived garbage between collections, and that is the server's memory
 * while an import runs (decision 087).
 */
const IMPORT_WORKER_YOUNG_MB = 8;

/**
 * Imports a file in a worker thread, which reads, maps, compares and writes, and answers with the
 * report; `onRead` is called once the file is read. On PostgreSQL the worker opens a connection of
 * its own; on the embedded database it borrows `db`'s one session over a port, so this thread holds
 * none of the file's rows and only passes statements on (decision 087).
 */
export function importInWorker(
  db: Kysely<DB>,
  input: { buffer: Uint8Array; options: SaveOptions },
  onRead: (rowsRead: number) => void,
): Promise<ImportReport> {
  const { url, execArgv } = bundledEntry(import.meta.url, {
    source: './worker.ts',
    built: './catalogue-import-worker.js',
  });
  // A copy the worker owns: the caller's buffer may be a slice of a larger one it still uses.
  const copy = new Uint8Array(input.buffer).buffer;
  const connection = postgresConnectionOf(db);
  const session = connection ? undefined : new MessageChannel();
  if (session) serveSessionRelay(db, session.port1);
  const workerData: WorkerRequest = {
    buffer: copy,
    fileName: input.options.fileName,
    options: input.options,
    target: connection ? { connection } : { session: session!.port2 },
  };
  return new Promise<ImportReport>((resolve, reject) => {
    const worker = new Worker(url, {
      workerData,
      transferList: session ? [copy, session.port2] : [copy],
      execArgv,
      resourceLimits: {
        maxOldGenerationSizeMb: IMPORT_WORKER_HEAP_MB,
        maxYoungGenerationSizeMb: IMPORT_WORKER_YOUNG_MB,
      },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
      session?.port1.close();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new AppError(
              'PAYLOAD_TOO_LARGE',
              `The catalogue took longer than ${IMPORT_WORKER_TIMEOUT_MS / 1000} seconds to read`,
              [{ path: 'file', message: `Time limit: ${IMPORT_WORKER_TIMEOUT_MS / 1000} s` }],
            ),
          ),
        ),
      IMPORT_WORKER_TIMEOUT_MS,
    );
    worker.on('message', (reply: WorkerReply) => {
      switch (reply.kind) {
        case 'read':
          // Saving a large file may outlast the reading time cap.
          clearTimeout(timer);
          return onRead(reply.rowsRead);
        case 'report':
          return finish(() => resolve(reply.report));
        case 'failed':
          return finish(() => {
            const { code, message, issues, dbCode } = reply.error;
            if (code) reject(new AppError(code, message, issues ?? []));
            // A database error keeps its SQLSTATE, so a lost connection still answers 503.
            else reject(Object.assign(new Error(message), dbCode ? { code: dbCode } : {}));
          });
      }
    });
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new AppError(
                'PAYLOAD_TOO_LARGE',
                `The catalogue needs more than ${IMPORT_WORKER_HEAP_MB} MB of memory to read`,
                [{ path: 'file', message: `Memory limit: ${IMPORT_WORKER_HEAP_MB} MB` }],
              )
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`The catalogue import worker exited with code ${code}`))),
    );
  });
}
