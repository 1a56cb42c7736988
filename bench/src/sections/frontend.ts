import { join } from 'node:path';
import Fastify from 'fastify';
import type { Browser } from 'playwright-core';
import { launchChromium, visit } from '../lib/browser';
import { bundleFigures } from '../lib/html-assets';
import { ADMIN_DIST, AGENT_DIST, requireBuilt } from '../lib/paths';
import { removeDataDir, startServer } from '../lib/server-process';
import type { SectionContext } from '../lib/section';
import { percentile } from '../lib/stats';

const BUDGET_KB = 150;
const LCP_GOAL_MS = 1_000;
const LCP_VISITS = 5;
const KB = 1024;

/** The LCP reference: one line of text served from memory on localhost, painted by the same browser. */
const REFERENCE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title></head>' +
  '<body><p>UniGuide reference page</p></body></html>';

export async function runFrontend(ctx: SectionContext): Promise<void> {
  for (const [app, dist] of [
    ['agent', AGENT_DIST],
    ['admin', ADMIN_DIST],
  ] as const) {
    requireBuilt(join(dist, 'index.html'));
    const figures = bundleFigures(dist);
    const entryKb = figures.entryGzipBytes / KB;
    ctx.add({
      name: `${app}: entry + modulepreload JS (gzip, from index.html)`,
      value: entryKb,
      unit: 'KB',
      reference: { label: 'budget', value: BUDGET_KB },
      goal: { kind: 'max', target: BUDGET_KB },
      note: `${figures.entryFiles.length} files`,
    });
    if (figures.largestChunk) {
      ctx.add({
        name: `${app}: largest lazy chunk (gzip)`,
        value: figures.largestChunk.gzipBytes / KB,
        unit: 'KB',
        reference: { label: 'entry JS', value: entryKb },
        note: figures.largestChunk.file,
      });
    }
    ctx.detail(`${app}-bundle`, figures);
  }

  const server = await startServer();
  const reference = Fastify({ logger: false });
  reference.get('/', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(REFERENCE_PAGE),
  );
  const referenceUrl = await reference.listen({ port: 0, host: '127.0.0.1' });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium(ctx.env.CHROMIUM_PATH);
    const adminOrigin = server.origin.replace('://localhost', '://admin.localhost');

    // First-page JavaScript as the browser really fetches it: every script until the network is quiet,
    // so code a page lazy-loads while rendering counts too.
    for (const [name, url] of [
      ['agent landing /', `${server.origin}/`],
      ['admin sign-in', `${adminOrigin}/`],
    ] as const) {
      const page = await visit(browser, url);
      const gzipKb = page.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / KB;
      ctx.add({
        name: `${name}: JS loaded by Chromium (gzip)`,
        value: gzipKb,
        unit: 'KB',
        reference: { label: 'budget', value: BUDGET_KB },
        goal: { kind: 'max', target: BUDGET_KB },
        note: `${page.scripts.length} scripts`,
      });
      const encodings = [...new Set(page.scripts.map((script) => script.encoding))];
      ctx.add({
        name: `${name}: JS as transferred`,
        value: page.scripts.reduce((sum, script) => sum + script.transferBytes, 0) / KB,
        unit: 'KB',
        reference: { label: 'gzip', value: gzipKb },
        note: `Content-Encoding: ${encodings.join(', ')}`,
      });
      ctx.detail(`${name}-scripts`, page.scripts);
    }

    const lcp = await interleavedLcp(browser, {
      reference: referenceUrl,
      '/': `${server.origin}/`,
      '/programs': `${server.origin}/programs`,
    });
    const referenceMedian = lcp.reference?.median ?? 0;
    ctx.add({ name: 'reference page LCP (median)', value: referenceMedian, unit: 'ms' });
    for (const path of ['/', '/programs'] as const) {
      const { median, runs, missing } = lcp[path] ?? { median: 0, runs: [], missing: LCP_VISITS };
      ctx.add({
        name: `LCP ${path} (median of ${LCP_VISITS} cold visits)`,
        value: median > 0 ? median : null,
        unit: 'ms',
        reference: { label: 'one-line page', value: referenceMedian },
        goal: { kind: 'max', target: LCP_GOAL_MS },
        note:
          median > 0
            ? `runs: ${runs.map((ms) => ms.toFixed(0)).join(', ')} ms` +
              (missing ? `; ${missing} visit(s) recorded no LCP entry` : '')
            : 'no visit recorded an LCP entry',
      });
    }
  } finally {
    await browser?.close();
    await reference.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

interface LcpRuns {
  median: number;
  runs: number[];
  missing: number;
}

/**
 * Median LCP of cold visits to each page, taken in rounds (reference, then each page, then again), so a
 * burst of load on a shared machine slows the reference as much as the pages it is compared with. A
 * visit without an LCP entry (Chromium emits none when the page is hidden or navigates before it paints)
 * is retried once and then left out, and the note says how many were.
 */
async function interleavedLcp<Name extends string>(
  browser: Browser,
  urls: Record<Name, string>,
): Promise<Partial<Record<Name, LcpRuns>>> {
  const pages = Object.entries(urls) as [Name, string][];
  // The server's first render of a route warms its caches; not a user's first visit.
  for (const [, url] of pages) await visit(browser, url);
  const samples = new Map<Name, { runs: number[]; missing: number }>(
    pages.map(([name]) => [name, { runs: [], missing: 0 }]),
  );
  for (let round = 0; round < LCP_VISITS; round++) {
    for (const [name, sample] of samples) {
      const url = urls[name];
      let lcp = (await visit(browser, url)).lcpMs;
      if (lcp <= 0) lcp = (await visit(browser, url)).lcpMs;
      if (lcp > 0) sample.runs.push(lcp);
      else sample.missing++;
    }
  }
  const result: Partial<Record<Name, LcpRuns>> = {};
  for (const [name, { runs, missing }] of samples) {
    result[name] = { median: runs.length ? percentile(runs, 50) : 0, runs, missing };
  }
  return result;
}
