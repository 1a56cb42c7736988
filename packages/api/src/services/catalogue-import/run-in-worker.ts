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
 * How long a worker that prepared a catalogue waits for the next one before it exits. Starting a
 * worker thread costs about as much CPU as reading the 913-row file, at normal priority; an admin
 * importing file after file reuses one, and an idle server holds none.
 */
export const IMPORT_WORKER_IDLE_MS = 30_000;

/** The worker waiting for the next catalogue, if one finished recently. */
let spare: { worker: Worker; idleTimer: NodeJS.Timeout } | undefined;

/** The thread id of the worker waiting for the next catalogue, if any (tests look at reuse). */
export function spareImportWorkerThreadId(): number | undefined {
  return spare?.worker.threadId;
}

function startWorker(): Worker {
  const { url, execArgv } = bundledEntry(import.meta.url, {
    source: './worker.ts',
    built: './catalogue-import-worker.js',
  });
  const worker = new Worker(url, {
    execArgv,
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_WORKER_HEAP_MB },
    stdout: false,
    stderr: false,
  });
  // A spare that fails or exits while it waits is forgotten; the next import starts a new worker.
  worker.on('error', () => forgetSpare(worker));
  worker.on('exit', () => forgetSpare(worker));
  return worker;
}

/** Drops `worker` as the spare (before it is ended, so no import is handed a worker on its way out). */
function forgetSpare(worker: Worker): void {
  if (spare?.worker !== worker) return;
  clearTimeout(spare.idleTimer);
  spare = undefined;
}

/** The spare worker, or a new one: each worker prepares one catalogue at a time. */
function takeWorker(): Worker {
  if (!spare) return startWorker();
  const { worker, idleTimer } = spare;
  spare = undefined;
  clearTimeout(idleTimer);
  worker.ref();
  return worker;
}

/** Keeps a worker that answered as the spare, unless there is one already; it exits when idle. */
function giveBack(worker: Worker): void {
  if (spare) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const idleTimer = setTimeout(() => {
    forgetSpare(worker);
    void worker.terminate();
  }, IMPORT_WORKER_IDLE_MS);
  idleTimer.unref();
  spare = { worker, idleTimer };
}

/**
 * Runs `prepareCatalogue` in a worker thread, so reading and mapping a large workbook never blocks
 * the event loop that answers other requests (docs/decisions/020-streaming-catalogue-import.md). A
 * worker that answered is kept for the next import; one that failed, ran out of memory or time is
 * ended, so a hostile file never shares a worker with another.
 */
export function prepareInWorker(input: {
  buffer: Uint8Array;
  fileName: string;
}): Promise<PreparedCatalogue> {
  // A copy the worker owns: the caller's buffer may be a slice of a larger one it still uses.
  const copy = new Uint8Array(input.buffer).buffer;
  const request: WorkerRequest = { buffer: copy, fileName: input.fileName };
  const worker = takeWorker();
  return new Promise<PreparedCatalogue>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      outcome();
      if (reusable) giveBack(worker);
      else void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        finish(
          () =>
            reject(
              new AppError(
                'PAYLOAD_TOO_LARGE',
                `The catalogue took longer than ${IMPORT_WORKER_TIMEOUT_MS / 1000} seconds to read`,
                [{ path: 'file', message: `Time limit: ${IMPORT_WORKER_TIMEOUT_MS / 1000} s` }],
              ),
            ),
          false,
        ),
      IMPORT_WORKER_TIMEOUT_MS,
    );
    function onMessage(reply: WorkerReply) {
      finish(
        () => {
          if (reply.ok) resolve(reply.prepared);
          else if (reply.error.code)
            reject(new AppError(reply.error.code, reply.error.message, reply.error.issues ?? []));
          else reject(new Error(reply.error.message));
        },
        reply.ok || reply.error.code !== undefined,
      );
    }
    function onError(error: Error & { code?: string }) {
      finish(
        () =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new AppError(
                  'PAYLOAD_TOO_LARGE',
                  `The catalogue needs more than ${IMPORT_WORKER_HEAP_MB} MB of memory to read`,
                  [{ path: 'file', message: `Memory limit: ${IMPORT_WORKER_HEAP_MB} MB` }],
                )
              : error,
          ),
        false,
      );
    }
    function onExit(code: number) {
      finish(
        () => reject(new Error(`The catalogue import worker exited with code ${code}`)),
        false,
      );
    }
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(request, [copy]);
  });
}
