import { Worker } from 'node:worker_threads';
import { AppError } from '@uniguide/domain';
import { bundledEntry } from '../bundled-entry';
import type { PreparedCatalogue } from './prepare';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/**
 * Heap and time one preparation may take. A hostile workbook that slips past the byte, row and cell
 * limits still cannot take the process's memory or hold a core for long.
 */
export const IMPORT_WORKER_HEAP_MB = 512;
export const IMPORT_WORKER_TIMEOUT_MS = 120_000;

/**
 * Runs `prepareCatalogue` in a worker thread, so reading and mapping a large workbook never blocks
 * the event loop that answers other requests (docs/decisions/020-streaming-catalogue-import.md).
 */
export function prepareInWorker(input: {
  buffer: Uint8Array;
  fileName: string;
}): Promise<PreparedCatalogue> {
  const { url, execArgv } = bundledEntry(import.meta.url, {
    source: './worker.ts',
    built: './catalogue-import-worker.js',
  });
  // A copy the worker owns: the caller's buffer may be a slice of a larger one it still uses.
  const copy = new Uint8Array(input.buffer).buffer;
  const request: WorkerRequest = { buffer: copy, fileName: input.fileName };
  return new Promise<PreparedCatalogue>((resolve, reject) => {
    const worker = new Worker(url, {
      workerData: request,
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
    // The mapped rows arrive a slice per message (each copied between other work), then the rest.
    const rows: PreparedCatalogue['mapped']['rows'] = [];
    const notes: PreparedCatalogue['mapped']['notes'] = [];
    const unmapped: Partial<PreparedCatalogue['mapped']['unmapped']> = {};
    worker.on('message', (reply: WorkerReply) => {
      if (reply.kind === 'rows') {
        for (const row of reply.rows) rows.push(row);
        return;
      }
      if (reply.kind === 'notes') {
        for (const note of reply.notes) notes.push(note);
        return;
      }
      if (reply.kind === 'unmapped') {
        const list = (unmapped[reply.column] ??= []);
        for (const value of reply.values) list.push(value);
        return;
      }
      finish(() => {
        if (reply.kind === 'done') {
          const { mapped } = reply.prepared;
          resolve({
            ...reply.prepared,
            mapped: { ...mapped, rows, notes, unmapped: { ...mapped.unmapped, ...unmapped } },
          });
        } else if (reply.error.code)
          reject(new AppError(reply.error.code, reply.error.message, reply.error.issues ?? []));
        else reject(new Error(reply.error.message));
      });
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
