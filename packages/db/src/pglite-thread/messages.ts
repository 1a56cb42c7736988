/** What the embedded database's thread is started with (./thread.ts). */
export interface ThreadOptions {
  /** PGlite data directory; unset → in memory. */
  dataDir?: string;
  /** A `dumpDataDir` tar to start from instead of an empty directory. */
  archive?: Blob;
  /** PostgreSQL settings (`name=value`) on top of PGlite's start parameters. */
  settings: string[];
}

/** A request to the thread; `id` pairs it with its reply. */
export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listenId: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A database error's message and its fields (`code`, `constraint`, `detail`…), which a thread cannot clone as an Error. */
export interface ThreadError {
  message: string;
  fields: Record<string, unknown>;
}

/** A thrown value as a `ThreadError`: object fields as text, functions left out. */
export function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return { message: error.message, fields };
}

/** The error a `ThreadError` stands for, with its fields (`code`, `constraint`…) back on it. */
export function errorOf(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields);
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError }
  | { notification: number; payload: string };
