import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../lib/browser';
import { interleaved, pairedRatio } from '../lib/cannon';
import { ceilingKey, recordResponse, startCeilingProcess, type Encoding } from '../lib/ceiling';
import { readCpuMs } from '../lib/cpu';
import { AGENT_DIST } from '../lib/paths';
import { removeDataDir, startServer } from '../lib/server-process';
import type { SectionContext } from '../lib/section';
import {
  BUSY_API_CLIENTS,
  PROGRAM_CARD,
  interleavedVisits,
  sampleIds,
  startBackgroundLoad,
  type Runs,
} from './frontend';

/** docs/decisions/040-server-rendered-pages.md: a cold render of /programs, in server CPU. */
const COLD_RENDER_GOAL_MS = 20;
const COLD_RENDERS = 20;
/** Renders of other URLs first, so the measured ones run compiled code. */
const WARM_RENDERS = 10;
/** A warm page against the same bytes served from memory (as the catalogue reads). */
const RATIO_GOAL = 0.8;
/** The first card and a program page's LCP against the same HTML served as a static file. */
const STATIC_RATIO_GOAL = 1.3;
/**
 * Cold visits per page and condition. Two runs of one build read a program page's loaded LCP at 1.11 and
 * 1.30 of its static copy with five each, while single visits of the copy ranged 328–724 ms under
 * load (bench/HISTORY.md, decision 098): a ratio of two medians needs more visits than a figure alone.
 */
const STATIC_COMPARISON_VISITS = 9;
const ENCODINGS: readonly Encoding[] = ['identity', 'br'];
const SLICE_SECONDS = 1;

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.js': 'text/javascript; charset=utf-8',
};

/** The page as the server rendered it, without what runs: its scripts (not its JSON) and preloads. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script (type="module"|defer)[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The static reference of the measurement: a bare Node server sending the saved HTML of each
 * page (scripts removed) and the build's own files (the same stylesheet and images) as they are.
 */
async function startStaticCopy(
  pages: Record<string, string>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const page = pages[path];
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    const file = join(AGENT_DIST, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

function runsNote(runs: Runs | undefined, key: 'visible' | 'lcp'): string {
  const sample = runs?.[key];
  if (!sample) return 'not measured';
  return (
    `runs: ${sample.runs.map((ms) => ms.toFixed(0)).join(', ')} ms` +
    (sample.missing ? `; ${sample.missing} visit(s) measured nothing` : '')
  );
}

/**
 * The agent app's server-rendered pages (docs/decisions/040-server-rendered-pages.md): what a cold
 * render costs the server, what a cached page costs against the same bytes served from memory, and
 * how soon a browser shows them against the same HTML served as a static file.
 */
export async function runPages(ctx: SectionContext): Promise<void> {
  const server = await startServer({ timeoutMs: 600_000 });
  const ceiling = await startCeilingProcess();
  let staticCopy: Server | undefined;
  let browser: Browser | undefined;
  try {
    const ids = await sampleIds(server.url);
    const programPath = `/programs/${ids.programId}`;
    const html = { accept: 'text/html' };

    // Cold renders: each URL is new to the page cache (an unknown parameter is another URL), the
    // catalogue data behind it is cached and the renderer's code compiled, as they are for most
    // renders of a running server: the first renders after start also pay, once, for loading and
    // compiling the page's modules, which is not what a render costs.
    for (const [name, path] of [
      ['/programs', '/programs'],
      ['a program page', programPath],
    ] as const) {
      for (let i = 0; i < WARM_RENDERS; i++) {
        const answer = await fetch(`${server.url}${path}?warm=${i}`, { headers: html });
        await answer.arrayBuffer();
      }
      const before = readCpuMs(server.pid);
      for (let i = 0; i < COLD_RENDERS; i++) {
        const answer = await fetch(`${server.url}${path}?cold=${i}`, { headers: html });
        if (answer.status !== 200)
          throw new Error(`GET ${path}?cold=${i} answered ${answer.status}`);
        await answer.arrayBuffer();
      }
      const after = readCpuMs(server.pid);
      const perRender = before === null || after === null ? null : (after - before) / COLD_RENDERS;
      ctx.add({
        name: `${name}: cold render, server CPU per page`,
        value: perRender,
        unit: 'ms',
        goal: name === '/programs' ? { kind: 'max', target: COLD_RENDER_GOAL_MS } : undefined,
        note: `${COLD_RENDERS} renders one after another, catalogue data cached`,
      });
    }

    // Warm pages against the same bytes from memory.
    const options = {
      connections: ctx.env.BENCH_CONNECTIONS,
      slices: Math.max(1, Math.round(ctx.env.BENCH_DURATION / SLICE_SECONDS)),
      sliceSeconds: SLICE_SECONDS,
      warmupSeconds: 1,
    };
    for (const [name, path] of [
      ['/programs', '/programs'],
      ['a program page', programPath],
    ] as const) {
      for (const encoding of ENCODINGS) {
        await recordResponse(`${server.url}${path}`, encoding);
        const recorded = await recordResponse(`${server.url}${path}`, encoding);
        if (recorded.status !== 200) throw new Error(`GET ${path} answered ${recorded.status}`);
        await ceiling.record(ceilingKey(path, encoding), recorded);
        const headers = { 'accept-encoding': encoding };
        const results = await interleaved(
          {
            shipped: { url: `${server.url}${path}`, headers, pid: server.pid },
            ceiling: { url: `${ceiling.url}${path}`, headers, pid: ceiling.pid },
          },
          options,
        );
        const cost = results.shipped!.cpuMicrosPerRequest;
        const ceilingCost = results.ceiling!.cpuMicrosPerRequest;
        const shape = `${(recorded.body.length / 1024).toFixed(1)} KB ${recorded.headers['content-encoding'] ?? 'identity'}`;
        ctx.add({
          name: `${name} warm (${encoding}): requests per CPU-second`,
          value: cost ? 1e6 / cost : null,
          unit: 'req/CPU-s',
          reference: { label: 'ceiling', value: ceilingCost ? 1e6 / ceilingCost : 0 },
          goal: { kind: 'ratio-min', target: RATIO_GOAL },
          note: `${shape}; ${results.shipped!.combined.requestsPerSecond.toFixed(0)} req/s vs ${results.ceiling!.combined.requestsPerSecond.toFixed(0)}, paired ratio ${pairedRatio(results.shipped!.slices, results.ceiling!.slices).toFixed(2)}`,
        });
      }
    }

    // In the browser: the same pages against their HTML served as static files.
    const saved: Record<string, string> = {};
    for (const [copy, path] of [
      ['/programs', '/programs'],
      ['/program', programPath],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`, { headers: html });
      saved[copy] = withoutScripts(await answer.text());
    }
    const copy = await startStaticCopy(saved);
    staticCopy = copy.server;
    browser = await launchChromium(ctx.env.CHROMIUM_PATH);
    const pages = {
      'static /programs': { url: `${copy.url}/programs`, waitFor: PROGRAM_CARD },
      '/programs': { url: `${server.origin}/programs`, waitFor: PROGRAM_CARD },
      'static program': { url: `${copy.url}/program` },
      'program page': { url: `${server.origin}${programPath}` },
    };
    const rows = (label: string, runs: Partial<Record<keyof typeof pages, Runs>>) => {
      const card = runs['/programs']?.visible.median;
      const staticCard = runs['static /programs']?.visible.median ?? 0;
      ctx.add({
        name: `/programs first card, ${label} (median of ${STATIC_COMPARISON_VISITS} cold visits)`,
        value: card && card > 0 ? card : null,
        unit: 'ms',
        reference: { label: 'static copy', value: staticCard },
        goal: { kind: 'ratio-max', target: STATIC_RATIO_GOAL },
        note: `${runsNote(runs['/programs'], 'visible')}; static ${runsNote(runs['static /programs'], 'visible')}`,
      });
      const lcp = runs['program page']?.lcp.median;
      const staticLcp = runs['static program']?.lcp.median ?? 0;
      ctx.add({
        name: `program page LCP, ${label} (median of ${STATIC_COMPARISON_VISITS} cold visits)`,
        value: lcp && lcp > 0 ? lcp : null,
        unit: 'ms',
        reference: { label: 'static copy', value: staticLcp },
        goal: { kind: 'ratio-max', target: STATIC_RATIO_GOAL },
        note: `${runsNote(runs['program page'], 'lcp')}; static ${runsNote(runs['static program'], 'lcp')}`,
      });
    };
    rows('idle', await interleavedVisits(browser, pages, STATIC_COMPARISON_VISITS));
    const load = startBackgroundLoad(
      `${server.url}/api/programs?search=engineering`,
      BUSY_API_CLIENTS,
    );
    try {
      rows(
        `${BUSY_API_CLIENTS} API clients`,
        await interleavedVisits(browser, pages, STATIC_COMPARISON_VISITS),
      );
    } finally {
      await load.stop();
    }
  } finally {
    await browser?.close();
    await new Promise((resolve) => (staticCopy ? staticCopy.close(resolve) : resolve(undefined)));
    await ceiling.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
