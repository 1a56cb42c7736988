/**
 * Synthetic data at production scale for `pnpm bench` (bench/src/sections/scale.ts). Not used by the app:
 * exported on its own subpath (`@uniguide/db/seed-scale`) so the server bundle never includes it.
 */
export { SCALE_TIERS, HEAVY_AGENTS, type ScaleTier, type ScaleTierName } from './tiers';
export {
  seedScale,
  SCALE_ADMIN_USERNAME,
  type ScaleIds,
  type ScaleSeedResult,
  type SeedStep,
} from './generate';
export {
  openScaleDatabase,
  createBenchSchema,
  BENCH_DATABASE,
  type BenchSchema,
  withDatabase,
  type ScaleDatabase,
  type ScaleDatabaseOptions,
} from './isolate';
/** The seeds' mulberry32, for the bench's simulated users too. */
export { seededRandom } from '../seed/generator';
