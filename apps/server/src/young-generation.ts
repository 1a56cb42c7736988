import type { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';

/**
 * V8 doubles its young generation whenever many objects survive a scavenge, up to 64 MB per
 * semi-space. Start-up alone (loading modules, opening the database) grows it to that size, which
 * then stays resident: about 65 MB of the idle server. Under request load, though, a small young
 * generation is expensive: held at 1 MB it cost ~15 µs of a 57 µs cached catalogue read, and even
 * stopped at 4 or 16 MB it cost 7–15 µs (docs/decisions/033-embedded-memory.md). So it is held small
 * while the server starts and idles, and given V8's own growth back once requests come often or it
 * renders a page (docs/decisions/096-young-generation-grows-on-renders.md). The growth factor is
 * read at every resize, so unlike the semi-space limits it can be set at run time.
 */
export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1';
const V8_DEFAULT_GROWTH_FLAG = '--semi-space-growth-factor=2';

/**
 * Requests in one second that mean the server is busy. A burst of large uploads is a few requests
 * and keeps the young generation small, so their buffers are collected early.
 */
export const BUSY_REQUESTS_PER_SECOND = 200;

/**
 * What one page rendered on the server counts as: a busy second's requests. A cold render of
 * `/programs` allocates about as much as a busy second of cached reads (six scavenges of the 1 MB
 * young generation, ~5 ms of its ~30 ms of CPU), so a server that renders pages is a busy server
 * (docs/decisions/096-young-generation-grows-on-renders.md).
 */
const RENDERED_PAGE_WEIGHT = BUSY_REQUESTS_PER_SECOND;

/** Adds to the current second's count while the server is counting; nothing before or after. */
let countWork: (requests: number) => void = () => {};

/** Says the server rendered a page (pages/page-renderer.ts). */
export function countRenderedPage(): void {
  countWork(RENDERED_PAGE_WEIGHT);
}

/** Before the server's modules load (server.ts). */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString(YOUNG_GENERATION_FLAG);
}

/**
 * Once the server listens (start-server.ts, with the HTTP server): counts its requests and rendered
 * pages each second and, as soon as a second's count reaches BUSY_REQUESTS_PER_SECOND, gives the
 * young generation V8's own growth back and stops counting.
 */
export function letYoungGenerationGrowWhenBusy(server: EventEmitter): void {
  let requests = 0;
  const timer = setInterval(() => {
    requests = 0;
  }, 1000).unref();
  const add = (weight: number) => {
    requests += weight;
    if (requests < BUSY_REQUESTS_PER_SECOND) return;
    setFlagsFromString(V8_DEFAULT_GROWTH_FLAG);
    server.off('request', count);
    countWork = () => {};
    clearInterval(timer);
  };
  const count = () => add(1);
  server.on('request', count);
  countWork = add;
}
