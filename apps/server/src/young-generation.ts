import type { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';

/**
 * V8 doubles its young generation whenever many objects survive a scavenge, up to 64 MB per
 * semi-space. Start-up alone (loading modules, opening the database) grows it to that size, which
 * then stays resident: about 65 MB of the idle server. Under request load, though, a small young
 * generation is expensive: held at 1 MB it cost ~15 µs of a 57 µs cached catalogue read, and even
 * stopped at 4 or 16 MB it cost 7–15 µs (docs/decisions/033-embedded-memory.md). So it is held small
 * while the server starts and idles, and given V8's own growth back once requests come often. The
 * growth factor is read at every resize, so unlike the semi-space limits it can be set at run time.
 */
export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1';
const V8_DEFAULT_GROWTH_FLAG = '--semi-space-growth-factor=2';

/**
 * Requests in one second that mean the server is busy. A burst of large uploads is a few requests
 * and keeps the young generation small, so their buffers are collected early.
 */
export const BUSY_REQUESTS_PER_SECOND = 200;

/** Before the server's modules load (server.ts). */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString(YOUNG_GENERATION_FLAG);
}

/**
 * Once the server listens (start-server.ts, with the HTTP server): counts its requests each second
 * and, the first second there are BUSY_REQUESTS_PER_SECOND or more, gives the young generation
 * V8's own growth back and stops counting.
 */
export function letYoungGenerationGrowWhenBusy(server: EventEmitter): void {
  let requests = 0;
  const count = () => {
    requests += 1;
  };
  server.on('request', count);
  const timer = setInterval(() => {
    if (requests >= BUSY_REQUESTS_PER_SECOND) {
      setFlagsFromString(V8_DEFAULT_GROWTH_FLAG);
      server.off('request', count);
      clearInterval(timer);
    }
    requests = 0;
  }, 1000).unref();
}
