import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ZBenchEnv = z.object({
  /** Seconds per autocannon run (catalogue: each target and its ceiling). */
  BENCH_DURATION: positiveInt(8),
  /** Concurrent connections per autocannon run. */
  BENCH_CONNECTIONS: positiveInt(50),
  /** Timed calls per scale query (after warm-up). */
  BENCH_SCALE_RUNS: positiveInt(40),
  /** A PostgreSQL server: adds the 100 000 / 1 000 000 tier in database uniguide_bench. */
  BENCH_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'BENCH_DATABASE_URL must be a postgres:// URL')
    .optional(),
  /**
   * The PostgreSQL scale tier: `full` (100 000 programs / 1 000 000 applications, the goals' tier) or
   * `small` (the PGlite tier's 10 000 / 100 000) when loading the full one takes too long.
   */
  BENCH_SCALE_TIER: z.enum(['small', 'full']).default('full'),
  /** Keep the PostgreSQL bench schema after the run (to inspect plans by hand). */
  BENCH_KEEP_SCHEMA: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** Load test: simulated agents and seconds. */
  LOAD_AGENTS: positiveInt(200),
  LOAD_DURATION: positiveInt(60),
  /** Mean pause between one simulated user's actions (uniform 0…2× this). */
  LOAD_THINK_MS: z.coerce.number().int().min(0).default(1000),
  /** Simulated users start spread over this many seconds (counted in LOAD_DURATION), not all at once. */
  LOAD_RAMP_SECONDS: z.coerce.number().int().min(0).default(10),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
});

export type BenchEnv = z.infer<typeof ZBenchEnv>;

/** Reads and validates the environment once; a bad value stops the run with the variable's name. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): BenchEnv {
  const parsed = ZBenchEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid bench environment: ${problems}`);
  }
  return parsed.data;
}

export function keepSchema(env: BenchEnv): boolean {
  return env.BENCH_KEEP_SCHEMA === '1' || env.BENCH_KEEP_SCHEMA === 'true';
}
