import type { ThreadError } from '../pglite-thread/messages';

/**
 * A request from the thread that borrows the session (./connect.ts) to the thread that holds the
 * database handle (./serve.ts); `id` pairs it with its reply.
 */
export type RelayRequest =
  | { id: number; op: 'acquire' }
  | { id: number; op: 'query'; connection: number; sql: string; parameters: readonly unknown[] }
  | { id: number; op: 'release'; connection: number };

export type RelayReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

/** What a relayed statement answers. */
export interface RelayResult {
  rows: unknown[];
  numAffectedRows?: bigint;
}
