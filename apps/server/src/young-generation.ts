import { setFlagsFromString } from 'node:v8';

/**
 * Keeps V8's young generation at its initial size. V8 otherwise doubles it whenever many objects
 * survive a scavenge, up to 64 MB per semi-space on a large machine, and start-up alone (loading
 * modules, opening the database) grows it to that size, which then stays resident: about 50 MB of the
 * idle server (docs/decisions/033-embedded-memory.md). The growth factor is read at every resize, so
 * unlike the semi-space limits it can be set at run time, before the server's modules load.
 */
export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1';

export function keepYoungGenerationSmall(): void {
  setFlagsFromString(YOUNG_GENERATION_FLAG);
}
