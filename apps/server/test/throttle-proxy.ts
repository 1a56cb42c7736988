import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A bad network on loopback, for tests and the bench: a TCP proxy in front of the server whose
 * client-to-server direction can be capped (bytes per second), stalled (bytes stop, the connection
 * stays open) and dropped (every connection cut, as when a phone loses its signal). The answers
 * come back unthrottled.
 */
export interface ThrottleProxy {
  /** http://127.0.0.1:<port>, to use instead of the server's origin. */
  readonly url: string;
  readonly port: number;
  /** Caps the upload direction; null lifts the cap. */
  setRate(bytesPerSecond: number | null): void;
  /** Forwards nothing more (connections stay open) until `resume()`. */
  stall(): void;
  resume(): void;
  /** Cuts every open connection once this many more bytes went up (all of them: at once). */
  dropAfter(bytes: number): void;
  /** Bytes forwarded to the server so far. */
  readonly bytesUp: number;
  close(): Promise<void>;
}

const TICK_MS = 25;
const QUEUE_HIGH = 64 * 1024;

interface Pipe {
  client: Socket;
  upstream: Socket;
  queue: Buffer[];
  queued: number;
}

export async function startThrottleProxy(
  target: { host: string; port: number },
  options: { bytesPerSecond?: number | null } = {},
): Promise<ThrottleProxy> {
  let rate = options.bytesPerSecond ?? null;
  let stalled = false;
  let dropIn: number | null = null;
  let bytesUp = 0;
  const pipes = new Set<Pipe>();
  const sockets = new Set<Socket>();

  const dropAll = () => {
    dropIn = null;
    for (const pipe of pipes) {
      pipe.client.destroy();
      pipe.upstream.destroy();
    }
    pipes.clear();
  };

  // One clock for all connections: each tick every pipe may send its share of the cap.
  const tick = () => {
    if (stalled) return;
    for (const pipe of pipes) {
      let budget = rate === null ? Infinity : Math.max(1, Math.floor((rate * TICK_MS) / 1000));
      while (budget > 0 && pipe.queue.length > 0) {
        const head = pipe.queue[0]!;
        let take = Math.min(head.length, budget);
        if (dropIn !== null) take = Math.min(take, dropIn);
        const slice = head.subarray(0, take);
        if (take === head.length) pipe.queue.shift();
        else pipe.queue[0] = head.subarray(take);
        pipe.queued -= take;
        budget -= take;
        bytesUp += take;
        pipe.upstream.write(slice);
        if (dropIn !== null) {
          dropIn -= take;
          if (dropIn <= 0) {
            dropAll();
            return;
          }
        }
      }
      if (pipe.queued < QUEUE_HIGH && pipe.client.isPaused()) pipe.client.resume();
    }
  };
  const timer = setInterval(tick, TICK_MS);

  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    const pipe: Pipe = { client, upstream, queue: [], queued: 0 };
    pipes.add(pipe);
    client.on('error', () => {
      pipes.delete(pipe);
      upstream.destroy();
    });
    // The server's last words (a 408 before it closes) still reach the client.
    upstream.on('error', () => client.end());
    client.on('close', () => {
      // What the client sent before it hung up still goes out (a request ends with its last bytes).
      const flush = setInterval(() => {
        if (pipe.queued === 0 || upstream.destroyed) {
          clearInterval(flush);
          upstream.end();
          pipes.delete(pipe);
        }
      }, TICK_MS);
    });
    upstream.on('close', () => {
      pipes.delete(pipe);
      client.end();
    });
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      pipe.queue.push(chunk);
      pipe.queued += chunk.length;
      if (pipe.queued >= QUEUE_HIGH) client.pause();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    setRate(bytesPerSecond) {
      rate = bytesPerSecond;
    },
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
    },
    dropAfter(bytes) {
      dropIn = bytes;
    },
    get bytesUp() {
      return bytesUp;
    },
    async close() {
      clearInterval(timer);
      dropAll();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
