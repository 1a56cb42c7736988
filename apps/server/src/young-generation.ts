import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/**
 * V8 doubles its young generation whenever many objects survive a scavenge, up to 64 MB per
 * semi-space. Start-up alone (loading modules, opening the database) grows it to that size, which
 * then stays resident: about 65 MB of the idle server. Under request load, though, a young
 * generation held at its initial 1 MB costs a scavenge every ~60 requests, about 10 µs of a 55 µs
 * catalogue read (docs/decisions/033-embedded-memory.md). So it is held small while the server
 * starts and idles, let grow once scavenges come often, and held again once past
 * YOUNG_GENERATION_STOP_BYTES (a scavenge every few hundred requests; growing on to 64 MB added
 * 45 MB to the RSS of a burst of uploads). The
 * growth factor is read at every resize, so unlike the semi-space limits it can be set at run time.
 */
export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1';
const V8_DEFAULT_GROWTH_FLAG = '--semi-space-growth-factor=2';

/** Scavenges in one second that mean the server is busy: about 10 MB/s of short-lived objects. */
export const BUSY_SCAVENGES_PER_SECOND = 10;

/**
 * Past this size the new space is held again. GC entries reach the observer in batches, so a doubling
 * or two may already have happened: it ends at 4–32 MB, short of V8's 64 MB.
 */
export const YOUNG_GENERATION_STOP_BYTES = 4 * 1024 * 1024;

/** A `gc` performance entry: its detail says which collection ran. */
type GcEntry = PerformanceEntry & { detail?: { kind?: number } };

/** Before the server's modules load (server.ts). */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString(YOUNG_GENERATION_FLAG);
}

/**
 * Once the server listens (start-server.ts): counts scavenges each second and, the first second
 * there are BUSY_SCAVENGES_PER_SECOND or more, gives the young generation V8's own growth back,
 * until it is past YOUNG_GENERATION_STOP_BYTES.
 */
export function letYoungGenerationGrowWhenBusy(): void {
  let scavenges = 0;
  let growing = false;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as GcEntry[])
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) scavenges += 1;
    if (growing && newSpaceBytes() >= YOUNG_GENERATION_STOP_BYTES) {
      setFlagsFromString(YOUNG_GENERATION_FLAG);
      observer.disconnect();
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const timer = setInterval(() => {
    if (scavenges >= BUSY_SCAVENGES_PER_SECOND) {
      setFlagsFromString(V8_DEFAULT_GROWTH_FLAG);
      growing = true;
      clearInterval(timer);
    }
    scavenges = 0;
  }, 1000).unref();
}

function newSpaceBytes(): number {
  return (
    getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0
  );
}
