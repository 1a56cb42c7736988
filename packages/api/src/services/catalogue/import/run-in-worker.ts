import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { PostgresConnection } from '@uniguide/db';
import { AppError } from '@uniguide/domain';
import { bundledEntry } from '../../../lib/bundled-entry';
import type { PreparedCatalogue } from './prepare';
import type { ImportReport } from './report';
import type { SaveOptions } from './save';
import type { WorkerAck, WorkerReply, WorkerRequest } from './worker-messages';

/**
 * Heap and time reading one file may take. A hostile workbook that slips past the byte, row and cell
 * limits still cannot take the process's memory or hold a core for long. The time cap ends once the
 * file is read: saving a large file on PostgreSQL may take longer.
 */
export const IMPORT_WORKER_HEAP_MB = 512;
export const IMPORT_WORKER_TIMEOUT_MS = 120_000;

/**
 * Runs `prepareCatalogue` in a worker thread, so reading and mapping a large workbook never blocks
 * the event loop that answers other requests (docs/decisions/081-embedded-database-in-a-thread.md).
 */
export function prepareInWorker(input: {
  buffer: Uint8Array;
  fileName: string;
}): Promise<PreparedCatalogue> {
  return runWorker(
    input.buffer,
    { fileName: input.fileName },
    () => {},
  ) as Promise<PreparedCatalogue>;
}

/**
 * PostgreSQL: the worker thread reads, maps, compares and writes on a connection of its own, and
 * answers with the report; `onRead` is called once the file is read (decision 081).
 */
export function importInWorker(
  input: { buffer: Uint8Array; options: SaveOptions; connection: PostgresConnection },
  onRead: (rowsRead: number) => void,
): Promise<ImportReport> {
  return runWorker(
    input.buffer,
    {
      fileName: input.options.fileName,
      save: { options: input.options, connection: input.connection },
    },
    onRead,
  ) as Promise<ImportReport>;
}

function runWorker(
  buffer: Uint8Array,
  request: Omit<WorkerRequest, 'buffer'>,
  onRead: (rowsRead: number) => void,
): Promise<PreparedCatalogue | ImportReport> {
  const { url, execArgv } = bundledEntry(import.meta.url, {
    source: './worker.ts',
    built: './catalogue-import-worker.js',
  });
  // A copy the worker owns: the caller's buffer may be a slice of a larger one it still uses.
  const copy = new Uint8Array(buffer).buffer;
  const workerData: WorkerRequest = { ...request, buffer: copy };
  return new Promise<PreparedCatalogue | ImportReport>((resolve, reject) => {
    const worker = new Worker(url, {
      workerData,
      transferList: [copy],
      execArgv,
      resourceLimits: { maxOldGenerationSizeMb: IMPORT_WORKER_HEAP_MB },
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
    /** Asks for the next slice on a later turn of the event loop: one slice per turn. */
    const askForNext = () =>
      void nextTurn().then(() => {
        if (!settled) worker.postMessage('next' satisfies WorkerAck);
      });
    // The mapped rows arrive a slice per message (each copied on a turn of its own), then the rest.
    const rows: PreparedCatalogue['mapped']['rows'] = [];
    const notes: PreparedCatalogue['mapped']['notes'] = [];
    const unmapped: Partial<PreparedCatalogue['mapped']['unmapped']> = {};
    worker.on('message', (reply: WorkerReply) => {
      switch (reply.kind) {
        case 'rows':
          for (const row of reply.rows) rows.push(row);
          return askForNext();
        case 'notes':
          for (const note of reply.notes) notes.push(note);
          return askForNext();
        case 'unmapped': {
          const list = (unmapped[reply.column] ??= []);
          for (const value of reply.values) list.push(value);
          return askForNext();
        }
        case 'read':
          // Saving a large file may outlast the reading time cap.
          clearTimeout(timer);
          return onRead(reply.rowsRead);
        case 'report':
          return finish(() => resolve(reply.report));
        case 'done':
          return finish(() => {
            const { mapped } = reply.prepared;
            resolve({
              ...reply.prepared,
              mapped: { ...mapped, rows, notes, unmapped: { ...mapped.unmapped, ...unmapped } },
            });
          });
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
