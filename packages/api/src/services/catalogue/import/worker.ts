import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '@uniguide/domain';
import { prepareCatalogue } from './prepare';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/** The worker thread's entry: imports one catalogue and posts the report or the error back. */
const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');
const request = workerData as WorkerRequest;

/**
 * The lowest CPU priority for this thread: an import is background work, and on a busy machine the
 * server's request thread goes first. Only on Linux, where the call (pid 0) applies to the calling
 * thread alone; elsewhere it would lower the whole server for good.
 */
if (process.platform === 'linux') {
  try {
    setPriority(0, constants.priority.PRIORITY_LOW);
  } catch {
    // Not permitted here: normal priority.
  }
}

const send = (reply: WorkerReply) => port!.postMessage(reply);

function failure(error: unknown): WorkerReply {
  if (error instanceof AppError)
    return {
      kind: 'failed',
      error: { code: error.code, message: error.message, issues: error.issues },
    };
  const dbCode = (error as { code?: unknown } | null)?.code;
  return {
    kind: 'failed',
    error: {
      message: error instanceof Error ? error.message : String(error),
      ...(typeof dbCode === 'string' ? { dbCode } : {}),
    },
  };
}

/**
 * Compares and writes here, so the request thread holds none of the file's rows and does none of the
 * work: on a connection of this thread's own to PostgreSQL, or on the request thread's embedded
 * database through its one session, lent over a port (decision 087).
 */
async function save(prepared: Awaited<ReturnType<typeof prepareCatalogue>>): Promise<void> {
  send({ kind: 'read', rowsRead: prepared.sheet.rowsRead });
  const [{ createDb, connectSessionRelay }, { saveCatalogue }] = await Promise.all([
    import('@uniguide/db'),
    import('./save'),
  ]);
  const { target } = request;
  const database =
    'session' in target
      ? connectSessionRelay(target.session)
      : createDb({
          databaseUrl: target.connection.connectionString,
          pgOptions: target.connection.options,
          poolMax: 1,
        });
  let report;
  try {
    report = await saveCatalogue(database.db, prepared, request.options);
  } finally {
    await database.close();
  }
  send({ kind: 'report', report });
}

async function run(): Promise<void> {
  try {
    const prepared = await prepareCatalogue({
      buffer: new Uint8Array(request.buffer),
      fileName: request.fileName,
    });
    await save(prepared);
  } catch (error) {
    send(failure(error));
  }
}

await run();
