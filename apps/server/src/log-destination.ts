import { destination } from 'pino';

export interface LogDestinationOptions {
  /** Where the lines go (1: stdout). */
  fd: number;
  /** Lines are handed on once this many characters wait… */
  batchChars: number;
  /** …or this many milliseconds after the first waiting line, whichever comes first. */
  flushMs: number;
}

export interface LogDestination {
  /** pino's side: one serialised line. */
  write(line: string): void;
  /** Writes whatever waits, synchronously (on exit). */
  flushSync(): void;
}

/**
 * The server's log destination: pino's asynchronous file writer (sonic-boom) behind a batch of lines
 * kept in an array. sonic-boom appends each line to one growing string and measures its UTF-8 length
 * on every write, which flattens that string — a copy of up to 16 KB per line, most of the request
 * log's cost on small catalogue reads. Here a line costs an array push, and sonic-boom gets one
 * string per batch. What waits is written on exit (docs/decisions/028-request-logging.md).
 */
export function createLogDestination(options: LogDestinationOptions): LogDestination {
  const writer = destination({ dest: options.fd, sync: false });
  const waiting: string[] = [];
  let waitingChars = 0;
  let timer: NodeJS.Timeout | undefined;

  function handOn(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    writer.write(waiting.join(''));
    waiting.length = 0;
    waitingChars = 0;
  }

  const logDestination: LogDestination = {
    write(line) {
      waiting.push(line);
      waitingChars += line.length;
      if (waitingChars >= options.batchChars) handOn();
      else timer ??= setTimeout(handOn, options.flushMs).unref();
    },
    flushSync() {
      handOn();
      writer.flushSync();
    },
  };
  process.once('exit', () => logDestination.flushSync());
  return logDestination;
}
