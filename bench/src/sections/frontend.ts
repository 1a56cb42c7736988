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
        name: `${app}: largest route chunk (gzip)`,
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

    // First-page JavaScript as the browser really fetches it: entry, preloads and the route's lazy chunk.
    for (const [name, url] of [
      ['agent landing /', `${server.origin}/`],
      ['admin sign-in', `${adminOrigin}/`],
    ] as const) {
      const page = await visit(browser, url);
      const kb = page.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / KB;
      ctx.add({
        name: `${name}: JS loaded by Chromium (gzip)`,
        value: kb,
        unit: 'KB',
        reference: { label: 'budget', value: BUDGET_KB },
        goal: { kind: 'max', target: BUDGET_KB },
        note: `${page.scripts.length} scripts`,
      });
      ctx.detail(`${name}-scripts`, page.scripts);
    }

    const referenceLcp = await medianLcp(browser, referenceUrl);
    ctx.add({ name: 'reference page LCP (median)', value: referenceLcp.median, unit: 'ms' });
    for (const path of ['/', '/programs']) {
      const lcp = await medianLcp(browser, `${server.origin}${path}`);
      ctx.add({
        name: `LCP ${path} (median of ${LCP_VISITS} cold visits)`,
        value: lcp.median > 0 ? lcp.median : null,
        unit: 'ms',
        reference: { label: 'one-line page', value: referenceLcp.median },
        goal: { kind: 'max', target: LCP_GOAL_MS },
        note:
          lcp.median > 0
            ? `runs: ${lcp.runs.map((ms) => ms.toFixed(0)).join(', ')} ms` +
              (lcp.missing ? `; ${lcp.missing} visit(s) recorded no LCP entry` : '')
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

/**
 * Median LCP of cold visits. A visit without an LCP entry (Chromium emits none when the page is hidden
 * or navigates before it paints) is retried once and then left out, and the note says how many were.
 */
async function medianLcp(
  browser: Browser,
  url: string,
): Promise<{ median: number; runs: number[]; missing: number }> {
  await visit(browser, url); // the server's first render of a route warms its caches; not a user's first visit
  const runs: number[] = [];
  let missing = 0;
  for (let i = 0; i < LCP_VISITS; i++) {
    let lcp = (await visit(browser, url)).lcpMs;
    if (lcp <= 0) lcp = (await visit(browser, url)).lcpMs;
    if (lcp > 0) runs.push(lcp);
    else missing++;
  }
  return { median: runs.length ? percentile(runs, 50) : 0, runs, missing };
}
