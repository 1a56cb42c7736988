/**
 * The embedded database's thread (docs/decisions/087-import-memory.md): PGlite runs
 * here, so its statements (a vacuum, an analysis, a trigram index's flush) take this thread's time,
 * never the event loop that answers requests. It answers ./client.ts one request at a time, in order.
 * Runs as TypeScript from sources (Node strips the types) and as apps/server's bundled
 * `pglite-thread.js`; of ours it imports only ./open.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
// Node loads this file from sources as it is, so the import names the file's real extension.
import { openPglite } from './open.ts';
import {
  threadError,
  type ThreadOptions,
  type ThreadReply,
  type ThreadRequest,
} from './messages.ts';

const port = parentPort!;
const pglite = openPglite(workerData as ThreadOptions);

const unlisteners = new Map<number, () => Promise<void>>();

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const { rows, affectedRows } = await pglite.query(request.sql, request.params);
      return { rows, affectedRows };
    }
    case 'exec':
      return (await pglite.exec(request.sql)).map(({ rows, affectedRows }) => ({
        rows,
        affectedRows,
      }));
    case 'listen': {
      const unlisten = await pglite.listen(request.channel, (payload) =>
        post({ notification: request.id, payload }),
      );
      unlisteners.set(request.id, unlisten);
      return request.id;
    }
    case 'unlisten': {
      await unlisteners.get(request.listenId)?.();
      unlisteners.delete(request.listenId);
      return null;
    }
    case 'dump':
      return new Blob([await (await pglite.dumpDataDir('none')).arrayBuffer()]);
    case 'close':
      await pglite.close();
      return null;
  }
}

function post(reply: ThreadReply): void {
  port.postMessage(reply);
}

// PGlite answers one statement at a time anyway; keeping the requests in order keeps a
// transaction's statements in the order kysely sent them.
let queue: Promise<unknown> = Promise.resolve();
port.on('message', (request: ThreadRequest) => {
  queue = queue.then(async () => {
    try {
      post({ id: request.id, ok: true, value: await answer(request) });
    } catch (error) {
      post({ id: request.id, ok: false, error: threadError(error) });
    }
  });
});
