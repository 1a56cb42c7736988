import { cannon, combineRuns, type CannonResult } from '../lib/cannon';
import { recordResponse, startCeiling, wireForm, type RecordedResponse } from '../lib/ceiling';
import { removeDataDir, startServer } from '../lib/server-process';
import type { SectionContext } from '../lib/section';

const RATIO_GOAL = 0.7;
const WARMUP_SECONDS = 2;
/**
 * The server and the ceiling take turns in slices this long, so both meet the same machine weather;
 * on a shared machine one 8 s run each could land one of them in another job's burst.
 */
const SLICE_SECONDS = 2;

interface Mix {
  name: string;
  path: string;
}

function query(params: [string, string | number][]): string {
  return params.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&');
}

/** "All" plus three filter/search mixes the catalogue screen sends (docs/product.md §8 query names). */
export function catalogueMixes(universityIds: readonly number[]): Mix[] {
  const universities = universityIds.slice(0, 2).map((id): [string, number] => ['university', id]);
  return [
    { name: 'all programs', path: '/api/programs' },
    {
      name: 'filters: degree + field + max tuition',
      path: `/api/programs?${query([
        ['degree', "Bachelor's Degree"],
        ['studyField', 'Business & Management'],
        ['maxTuition', 90_000],
      ])}`,
    },
    { name: 'search "engineering"', path: `/api/programs?${query([['search', 'engineering']])}` },
    {
      name: 'universities + scholarship + search',
      path: `/api/programs?${query([...universities, ['hasScholarship', 'true'], ['search', 'management']])}`,
    },
  ];
}

/** The universities with the most programs, so the university filter returns something. */
function busiestUniversities(programs: unknown): number[] {
  const counts = new Map<number, number>();
  for (const program of Array.isArray(programs) ? programs : []) {
    const id = (program as { universityId?: unknown }).universityId;
    if (typeof id === 'number') counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

/**
 * GET /api/programs on the built server against a ceiling that returns the same bytes from memory, both
 * driven by autocannon (50 connections) in alternating slices, so both see the same machine weather.
 */
export async function runCatalogue(ctx: SectionContext): Promise<void> {
  const server = await startServer();
  const ceilingResponses = new Map<string, RecordedResponse>();
  const ceiling = await startCeiling(ceilingResponses);
  try {
    const all = await recordResponse(`${server.url}/api/programs`);
    if (all.status !== 200)
      throw new Error(
        `GET /api/programs answered ${all.status}: ${all.body.toString().slice(0, 200)}`,
      );
    const mixes = catalogueMixes(busiestUniversities(JSON.parse(all.body.toString())));
    const options = {
      connections: ctx.env.BENCH_CONNECTIONS,
      durationSeconds: ctx.env.BENCH_DURATION,
    };
    const details: Record<string, unknown> = {};

    for (const mix of mixes) {
      const recorded = await recordResponse(`${server.url}${mix.path}`);
      if (recorded.status !== 200) throw new Error(`GET ${mix.path} answered ${recorded.status}`);
      ceilingResponses.set(wireForm(mix.path), recorded);
      const items = JSON.parse(recorded.body.toString()) as unknown[];
      const total = recorded.headers['x-total-count'];
      const shape = `${items.length} programs${total ? ` of ${total}` : ''}, ${(recorded.body.length / 1024).toFixed(0)} KB`;

      await cannon(`${server.url}${mix.path}`, { ...options, durationSeconds: WARMUP_SECONDS });
      await cannon(`${ceiling.url}${mix.path}`, { ...options, durationSeconds: WARMUP_SECONDS });
      const slices = Math.max(1, Math.round(options.durationSeconds / SLICE_SECONDS));
      const serverRuns: CannonResult[] = [];
      const ceilingRuns: CannonResult[] = [];
      for (let slice = 0; slice < slices; slice++) {
        const run = { ...options, durationSeconds: SLICE_SECONDS };
        serverRuns.push(await cannon(`${server.url}${mix.path}`, run));
        ceilingRuns.push(await cannon(`${ceiling.url}${mix.path}`, run));
      }
      const real = combineRuns(serverRuns);
      const top = combineRuns(ceilingRuns);
      // A ceiling answering errors would make any ratio meaningless (a missed lookup is a fast 404).
      if (top.non2xx + top.errors + top.timeouts > 0)
        throw new Error(`the ceiling failed ${top.non2xx + top.errors} requests for ${mix.path}`);
      details[mix.name] = { path: mix.path, shape, server: real, ceiling: top };
      ctx.log(
        `${mix.name}: ${real.requestsPerSecond.toFixed(0)} req/s vs ceiling ${top.requestsPerSecond.toFixed(0)} (${shape})`,
      );

      ctx.add({
        name: `${mix.name}: requests/s`,
        value: real.requestsPerSecond,
        unit: 'req/s',
        reference: { label: 'ceiling', value: top.requestsPerSecond },
        goal: { kind: 'ratio-min', target: RATIO_GOAL },
        note: `${shape}${failureNote(real)}`,
      });
      ctx.add({
        name: `${mix.name}: p99 latency`,
        value: real.p99,
        unit: 'ms',
        reference: { label: 'ceiling p99', value: top.p99 },
      });
      ctx.add({
        name: `${mix.name}: failed responses`,
        value: real.non2xx + real.errors + real.timeouts,
        unit: '',
        goal: { kind: 'max', target: 0 },
      });
    }
    ctx.detail('runs', details);
  } finally {
    await ceiling.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

function failureNote(result: CannonResult): string {
  const failed = result.non2xx + result.errors + result.timeouts;
  return failed
    ? `; ${failed} of ${result.totalRequests} requests failed (non-2xx/errors/timeouts)`
    : '';
}
