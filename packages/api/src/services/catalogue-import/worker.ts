import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '@uniguide/domain';
import { prepareCatalogue } from './prepare';
import { ROWS_PER_MESSAGE, type WorkerReply, type WorkerRequest } from './worker-messages';

/** The worker thread's entry: prepares one catalogue and posts the result or the error back. */
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

async function run(): Promise<void> {
  let prepared;
  try {
    prepared = await prepareCatalogue({
      buffer: new Uint8Array(request.buffer),
      fileName: request.fileName,
    });
  } catch (error) {
    const reply: WorkerReply = {
      kind: 'failed',
      error:
        error instanceof AppError
          ? { code: error.code, message: error.message, issues: error.issues }
          : { message: error instanceof Error ? error.message : String(error) },
    };
    port!.postMessage(reply);
    return;
  }
  const { rows, notes, unmapped } = prepared.mapped;
  const send = (reply: WorkerReply) => port!.postMessage(reply);
  for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE)
    send({ kind: 'rows', rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
  for (let start = 0; start < notes.length; start += ROWS_PER_MESSAGE)
    send({ kind: 'notes', notes: notes.slice(start, start + ROWS_PER_MESSAGE) });
  const empty = {} as typeof unmapped;
  for (const [column, values] of Object.entries(unmapped) as Array<
    [keyof typeof unmapped, (typeof unmapped)[keyof typeof unmapped]]
  >) {
    empty[column] = [];
    for (let start = 0; start < values.length; start += ROWS_PER_MESSAGE)
      send({ kind: 'unmapped', column, values: values.slice(start, start + ROWS_PER_MESSAGE) });
  }
  const done: WorkerReply = {
    kind: 'done',
    prepared: { ...prepared, mapped: { ...prepared.mapped, rows: [], notes: [], unmapped: empty } },
  };
  port!.postMessage(done);
}

await run();
