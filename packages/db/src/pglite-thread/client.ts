import { Worker } from 'node:worker_threads';
import { errorOf, type ThreadOptions, type ThreadReply, type ThreadRequest } from './messages';

/** What a statement answers: its rows and, for a write, how many rows it changed. */
export interface ThreadResults {
  rows: unknown[];
  affectedRows?: number;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type RequestBody = ThreadRequest extends infer R
  ? R extends ThreadRequest
    ? Omit<R, 'id'>
    : never
  : never;

/**
 * The embedded database, run in a thread of its own (./thread.ts,
 * docs/decisions/087-import-memory.md): the subset of PGlite's interface that
 * kysely's dialect and the job queue use. Requests are answered in the order they were sent. The
 * thread keeps the process alive only while a request is waiting for its answer.
 */
export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private failure: Error | undefined;

  constructor(options: ThreadOptions) {
    const built = !import.meta.url.endsWith('.ts');
    // From sources Node runs the TypeScript file itself; apps/server bundles it as pglite-thread.js
    // beside the chunk holding this module (apps/server/tsup.config.ts).
    const url = new URL(built ? './pglite-thread.js' : './thread.ts', import.meta.url);
    this.worker = new Worker(url, { workerData: options, stdout: false, stderr: false });
    this.worker.unref();
    this.worker.on('message', (reply: ThreadReply) => this.settle(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) =>
      this.fail(new Error(`The embedded database's thread exited (${code})`)),
    );
  }

  query(sql: string, params: unknown[] = []): Promise<ThreadResults> {
    return this.send({ op: 'query', sql, params }) as Promise<ThreadResults>;
  }

  exec(sql: string): Promise<ThreadResults[]> {
    return this.send({ op: 'exec', sql }) as Promise<ThreadResults[]>;
  }

  /** Calls `onNotification` with each NOTIFY payload on `channel`; resolves to the unlisten call. */
  async listen(
    channel: string,
    onNotification: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    // The listen request's id names its notifications (./thread.ts).
    const id = this.nextId++;
    this.listeners.set(id, onNotification);
    await this.send({ op: 'listen', channel }, id);
    return async () => {
      this.listeners.delete(id);
      await this.send({ op: 'unlisten', listenId: id });
    };
  }

  /**
   * An uncompressed tar of the data directory (what `ThreadOptions.archive` starts from); the
   * argument is PGlite's own, which the thread always uses.
   */
  dumpDataDir(_compression: 'none'): Promise<Blob> {
    return this.send({ op: 'dump' }) as Promise<Blob>;
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.send({ op: 'close' });
    this.failure = new Error('The embedded database is closed');
    await this.worker.terminate();
  }

  private send(body: RequestBody, id = this.nextId++): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id } as ThreadRequest);
    });
  }

  private settle(reply: ThreadReply): void {
    if ('notification' in reply) {
      this.listeners.get(reply.notification)?.(reply.payload);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    // The error the database raised, with its SQLSTATE `code`, `constraint` and `detail` as PGlite gives them.
    else pending.reject(errorOf(reply.error));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}
