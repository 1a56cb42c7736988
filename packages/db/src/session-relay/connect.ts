import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { MessagePort } from 'node:worker_threads';
import { markSingleSession, plugins } from '../connect';
import { errorOf } from '../pglite-thread/messages';
import type { DB } from '../schema';
import type { RelayReply, RelayRequest, RelayResult } from './messages';

type RequestBody = RelayRequest extends infer R
  ? R extends RelayRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** The borrowing end of a relay: requests out, replies in, in the order they were sent. */
class RelayPort {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;

  constructor(private readonly port: MessagePort) {
    port.on('message', (reply: RelayReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(errorOf(reply.error));
    });
  }

  send(body: RequestBody): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.port.postMessage({ ...body, id } as RelayRequest);
    });
  }

  close(): void {
    this.port.close();
  }
}

class RelayConnection implements DatabaseConnection {
  constructor(
    private readonly relay: RelayPort,
    readonly id: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = (await this.relay.send({
      op: 'query',
      connection: this.id,
      sql: query.sql,
      parameters: query.parameters,
    })) as RelayResult;
    return result as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield -- no statement of ours streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('A relayed session does not stream');
  }
}

class RelayDriver implements Driver {
  constructor(private readonly relay: RelayPort) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RelayConnection(this.relay, (await this.relay.send({ op: 'acquire' })) as number);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.relay.send({ op: 'release', connection: (connection as RelayConnection).id });
  }

  async destroy(): Promise<void> {
    this.relay.close();
  }
}

/**
 * A handle on another thread's embedded database, over `port` (its other end is ./serve.ts): every
 * connection is one the other thread lends, so this handle counts as that single session
 * (`isSingleSession`) and its transactions wait for, and hold up, that thread's own queries
 * (docs/decisions/087-import-memory.md). `close` ends the relay.
 */
export function connectSessionRelay(port: MessagePort): {
  db: Kysely<DB>;
  close: () => Promise<void>;
} {
  const relay = new RelayPort(port);
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RelayDriver(relay),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (handle) => new PostgresIntrospector(handle),
    },
    plugins,
  });
  markSingleSession(db);
  return { db, close: () => db.destroy() };
}
