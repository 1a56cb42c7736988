import { CompiledQuery, type Kysely } from 'kysely';
import type { MessagePort } from 'node:worker_threads';
import { threadError } from '../pglite-thread/messages';
import type { DB } from '../schema';
import type { RelayReply, RelayRequest, RelayResult } from './messages';

interface Held {
  connection: Kysely<DB>;
  release: () => void;
}

/**
 * Lends `db`'s connections to another thread over `port` (its other end is ./connect.ts): each
 * connection that thread acquires is one of `db`'s, held until it releases it, so on the embedded
 * database its transactions take the one session exactly as this thread's own would
 * (docs/decisions/087-import-memory.md). Rows cross untouched: the borrowing
 * handle applies the plugins. When the port closes (the borrower ended, or failed), any connection
 * still held is rolled back and released.
 */
export function serveSessionRelay(db: Kysely<DB>, port: MessagePort): void {
  const raw = db.withoutPlugins();
  const held = new Map<number, Held>();
  let nextConnection = 1;
  let closed = false;

  const acquire = () =>
    new Promise<number>((resolve, reject) => {
      raw
        .connection()
        .execute(
          (connection) =>
            new Promise<void>((release) => {
              // Granted after the borrower went away (it waited behind another connection): give
              // the session straight back.
              if (closed) {
                release();
                reject(new Error('The session relay is closed'));
                return;
              }
              const id = nextConnection++;
              held.set(id, { connection, release });
              resolve(id);
            }),
        )
        .catch(reject);
    });

  const heldConnection = (id: number): Held => {
    const connection = held.get(id);
    if (!connection) throw new Error(`Connection ${id} is not held`);
    return connection;
  };

  async function answer(request: RelayRequest): Promise<unknown> {
    switch (request.op) {
      case 'acquire':
        return acquire();
      case 'query': {
        const { connection } = heldConnection(request.connection);
        const result = await connection.executeQuery(
          CompiledQuery.raw(request.sql, [...request.parameters]),
        );
        return {
          rows: result.rows,
          ...(result.numAffectedRows === undefined
            ? {}
            : { numAffectedRows: result.numAffectedRows }),
        } satisfies RelayResult;
      }
      case 'release': {
        heldConnection(request.connection).release();
        held.delete(request.connection);
        return null;
      }
    }
  }

  port.on('message', (request: RelayRequest) => {
    void answer(request).then(
      (value) => post({ id: request.id, ok: true, value }),
      (error: unknown) => post({ id: request.id, ok: false, error: threadError(error) }),
    );
  });
  port.once('close', () => {
    closed = true;
    for (const { connection, release } of held.values()) {
      void connection
        .executeQuery(CompiledQuery.raw('rollback'))
        .catch(() => undefined)
        .finally(release);
    }
    held.clear();
  });

  function post(reply: RelayReply): void {
    try {
      port.postMessage(reply);
    } catch {
      // The borrower is gone; its connections are released on 'close'.
    }
  }
}
