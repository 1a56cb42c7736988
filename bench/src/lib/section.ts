import type { BenchEnv } from '../env';
import { makeRow, type Row, type RowInput } from './report';

export interface SectionContext {
  env: BenchEnv;
  /** Records a figure under this section (rows survive a later failure in the same section). */
  add(row: Omit<RowInput, 'section'>): Row;
  /** Progress and extra evidence (plans, counts), printed as the run goes. */
  log(message: string): void;
  /** Structured evidence kept in latest.json under the section. */
  detail(key: string, value: unknown): void;
}

export interface SectionOutcome {
  rows: Row[];
  details: Record<string, unknown>;
  seconds: number;
  error?: string;
}

export type SectionRunner = (ctx: SectionContext) => Promise<void>;

/** The figure "how many of these requests succeeded" (all must), noting the first failure. */
export function acceptedRow(
  name: string,
  results: readonly PromiseSettledResult<unknown>[],
): Omit<RowInput, 'section'> {
  const failed = results.filter((result) => result.status === 'rejected');
  return {
    name,
    value: results.length - failed.length,
    unit: '',
    goal: { kind: 'min', target: results.length },
    note: failed[0] ? String(failed[0].reason).slice(0, 200) : undefined,
  };
}

/** Runs one section; an exception becomes a failed row instead of hiding the section's other figures. */
export async function runSection(
  title: string,
  runner: SectionRunner,
  env: BenchEnv,
  log: (line: string) => void,
): Promise<SectionOutcome> {
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  const started = performance.now();
  const ctx: SectionContext = {
    env,
    add(input) {
      const row = makeRow({ ...input, section: title });
      rows.push(row);
      return row;
    },
    log: (message) => log(`[${title}] ${message}`),
    detail(key, value) {
      details[key] = value;
    },
  };
  let error: string | undefined;
  try {
    await runner(ctx);
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
    ctx.log(`error: ${error}`);
    rows.push(
      makeRow({
        section: title,
        name: 'section completed',
        value: false,
        unit: '',
        goal: { kind: 'true' },
        note: error.split('\n')[0],
      }),
    );
  }
  return { rows, details, seconds: (performance.now() - started) / 1000, error };
}
