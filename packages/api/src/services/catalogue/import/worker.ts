import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '@uniguide/domain';
import { prepareCatalogue } from './prepare';
import {
  ROWS_PER_MESSAGE,
  type WorkerAck,
  type WorkerReply,
  type WorkerRequest,
} from './worker-messages';

/** The worker thread's entry: prepares one catalogue (and saves it, if asked) and posts the result or the error back. */
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

/** Posts one slice and waits until the request thread asks for the next. */
function sendSlice(reply: WorkerReply): Promise<void> {
  return new Promise((resolve) => {
    port!.once('message', (_ack: WorkerAck) => resolve());
    send(reply);
  });
}

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
 * PostgreSQL: compare and write here, on a connection of this thread's own, so the request thread
 * holds none of the file's rows and does none of the work (decision 081).
 */
async function save(
  prepared: Awaited<ReturnType<typeof prepareCatalogue>>,
  save: NonNullable<WorkerRequest['save']>,
): Promise<void> {
  send({ kind: 'read', rowsRead: prepared.sheet.rowsRead });
  const [{ createDb }, { saveCatalogue }] = await Promise.all([
    import('@uniguide/db'),
    import('./save'),
  ]);
  const database = createDb({
    databaseUrl: save.connection.connectionString,
    pgOptions: save.connection.options,
    poolMax: 1,
  });
  let report;
  try {
    report = await saveCatalogue(database.db, prepared, save.options);
  } finally {
    await database.close();
  }
  send({ kind: 'report', report });
}

/** The embedded database: the prepared rows go back to the request thread, a slice at a time. */
async function handBack(prepared: Awaited<ReturnType<typeof prepareCatalogue>>): Promise<void> {
  const { rows, notes, unmapped } = prepared.mapped;
  for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE)
    await sendSlice({ kind: 'rows', rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
  for (let start = 0; start < notes.length; start += ROWS_PER_MESSAGE)
    await sendSlice({ kind: 'notes', notes: notes.slice(start, start + ROWS_PER_MESSAGE) });
  const empty = {} as typeof unmapped;
  for (const [column, values] of Object.entries(unmapped) as Array<
    [keyof typeof unmapped, (typeof unmapped)[keyof typeof unmapped]]
  >) {
    empty[column] = [];
    for (let start = 0; start < values.length; start += ROWS_PER_MESSAGE)
      await sendSlice({
        kind: 'unmapped',
        column,
        values: values.slice(start, start + ROWS_PER_MESSAGE),
      });
  }
  send({
    kind: 'done',
    prepared: { ...prepared, mapped: { ...prepared.mapped, rows: [], notes: [], unmapped: empty } },
  });
}

async function run(): Promise<void> {
  try {
    const prepared = await prepareCatalogue({
      buffer: new Uint8Array(request.buffer),
      fileName: request.fileName,
    });
    await (request.save ? save(prepared, request.save) : handBack(prepared));
  } catch (error) {
    send(failure(error));
  }
}

await run();
