import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { Browser } from 'playwright-core';
import { launchChromium, visit, type PageVisit } from '../lib/browser';
import { bundleFigures } from '../lib/html-assets';
import { ADMIN_DIST, AGENT_DIST, requireBuilt } from '../lib/paths';
import { removeDataDir, startServer } from '../lib/server-process';
import type { SectionContext } from '../lib/section';
import type { Language } from '@uniguide/domain';
import { percentile } from '../lib/stats';

const BUDGET_KB = 150;
/** An Arabic visitor's first page: the English budget plus the Arabic catalogs (decision 067). */
const ARABIC_BUDGET_KB = 165;
/** First program card (and the landing page's LCP) on an idle machine, and with API clients busy. */
const CARD_IDLE_GOAL_MS = 1_000;
const CARD_BUSY_GOAL_MS = 1_500;
export const BUSY_API_CLIENTS = 20;
const LONG_TASK_GOAL_MS = 200;
export const VISITS = 5;
const KB = 1024;
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

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

  const server = await startServer({ timeoutMs: 300_000 });
  const reference = Fastify({ logger: false });
  reference.get('/', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(REFERENCE_PAGE),
  );
  const referenceUrl = await reference.listen({ port: 0, host: '127.0.0.1' });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium(ctx.env.CHROMIUM_PATH);
    const adminOrigin = server.origin.replace('://localhost', '://admin.localhost');
    const ids = await sampleIds(server.url);

    // First-page JavaScript as the browser really fetches it: every script until the network is quiet,
    // so code a page lazy-loads while rendering counts too — on every page a visitor can land on.
    for (const row of [
      ['agent /', `${server.origin}/`],
      ['agent /programs', `${server.origin}/programs`],
      ['agent program page', `${server.origin}/programs/${ids.programId}`],
      ['agent university page', `${server.origin}/universities/${ids.universityId}`],
      ['agent /auth', `${server.origin}/auth`],
      ['agent /about', `${server.origin}/about`],
      ['agent /contact', `${server.origin}/contact`],
      ['admin sign-in', `${adminOrigin}/`],
      ['agent / (Arabic)', `${server.origin}/`, 'ar'],
      ['agent /programs (Arabic)', `${server.origin}/programs`, 'ar'],
      ['agent /auth (Arabic)', `${server.origin}/auth`, 'ar'],
    ] as const satisfies readonly (readonly [string, string, Language?])[]) {
      const [name, url] = row;
      const language: Language = (row as readonly string[])[2] === 'ar' ? 'ar' : 'en';
      // Arabic has its own budget: the English first page plus its catalogs (decision 067).
      const budget = language === 'ar' ? ARABIC_BUDGET_KB : BUDGET_KB;
      const page = await visit(browser, url, { collectScripts: true, language });
      const gzipKb = page.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / KB;
      const encodings = [...new Set(page.scripts.map((script) => script.encoding))];
      const transferredKb =
        page.scripts.reduce((sum, script) => sum + script.transferBytes, 0) / KB;
      ctx.add({
        name: `${name}: JS before interaction (gzip)`,
        value: gzipKb,
        unit: 'KB',
        reference: { label: 'budget', value: budget },
        goal: { kind: 'max', target: budget },
        note: `${page.scripts.length} scripts; ${transferredKb.toFixed(0)} KB as transferred (${encodings.join(', ')})`,
      });
      ctx.detail(`${name}-scripts`, page.scripts);
    }

    const pages = {
      reference: { url: referenceUrl, waitFor: 'p' },
      '/': { url: `${server.origin}/` },
      '/programs': { url: `${server.origin}/programs`, waitFor: PROGRAM_CARD },
      '/programs (Arabic)': {
        url: `${server.origin}/programs`,
        waitFor: PROGRAM_CARD,
        language: 'ar' as const,
      },
    };
    const idle = await interleavedVisits(browser, pages);
    const referenceMedian = idle.reference?.visible.median ?? 0;
    ctx.add({ name: 'reference page painted (median)', value: referenceMedian, unit: 'ms' });
    const lcp = idle['/'];
    ctx.add({
      name: `LCP / (median of ${VISITS} cold visits)`,
      value: lcp && lcp.lcp.median > 0 ? lcp.lcp.median : null,
      unit: 'ms',
      reference: { label: 'one-line page', value: referenceMedian },
      goal: { kind: 'max', target: CARD_IDLE_GOAL_MS },
      note: lcp
        ? `runs: ${lcp.lcp.runs.map((ms) => ms.toFixed(0)).join(', ')} ms` +
          (lcp.lcp.missing ? `; ${lcp.lcp.missing} visit(s) recorded no LCP` : '')
        : undefined,
    });
    addCardRows(ctx, 'idle', idle['/programs'], referenceMedian, CARD_IDLE_GOAL_MS);
    addArabicCardRow(ctx, idle['/programs (Arabic)'], idle['/programs']);

    // The same visits while 20 API clients read the catalogue as hard as they can.
    const load = startBackgroundLoad(
      `${server.url}/api/programs?search=engineering`,
      BUSY_API_CLIENTS,
    );
    try {
      const busy = await interleavedVisits(browser, {
        reference: pages.reference,
        '/programs': pages['/programs'],
      });
      addCardRows(
        ctx,
        `${BUSY_API_CLIENTS} API clients`,
        busy['/programs'],
        busy.reference?.visible.median ?? 0,
        CARD_BUSY_GOAL_MS,
      );
    } finally {
      await load.stop();
    }
  } finally {
    await browser?.close();
    await reference.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

/** The first program card of the catalogue grid: a real card (not a skeleton) with its details link. */
export const PROGRAM_CARD = '[data-slot="card"]:not([aria-hidden="true"]) a[href^="/programs/"]';

function addCardRows(
  ctx: SectionContext,
  label: string,
  runs: Runs | undefined,
  referenceMs: number,
  goalMs: number,
): void {
  const visible = runs?.visible;
  ctx.add({
    name: `/programs first card visible, ${label} (median of ${VISITS} cold visits)`,
    value: visible && visible.median > 0 ? visible.median : null,
    unit: 'ms',
    reference: { label: 'one-line page', value: referenceMs },
    goal: { kind: 'max', target: goalMs },
    note: visible
      ? `runs: ${visible.runs.map((ms) => ms.toFixed(0)).join(', ')} ms` +
        (visible.missing ? `; ${visible.missing} visit(s) showed no card within 15 s` : '')
      : 'not measured',
  });
  ctx.add({
    name: `/programs longest task, ${label} (worst of ${VISITS} visits)`,
    value: runs ? Math.max(0, ...runs.longestTasks) : null,
    unit: 'ms',
    goal: { kind: 'max', target: LONG_TASK_GOAL_MS },
    note: runs
      ? `per visit: ${runs.longestTasks.map((ms) => ms.toFixed(0)).join(', ')} ms`
      : undefined,
  });
}

/** The Arabic catalogue's first card against the English one's: within 10% (decision 067). */
function addArabicCardRow(
  ctx: SectionContext,
  arabic: Runs | undefined,
  english: Runs | undefined,
) {
  const englishMs = english?.visible.median ?? 0;
  ctx.add({
    name: `/programs first card visible in Arabic, idle (median of ${VISITS} cold visits)`,
    value: arabic && arabic.visible.median > 0 ? arabic.visible.median : null,
    unit: 'ms',
    reference: { label: 'English', value: englishMs },
    goal: { kind: 'max', target: englishMs * 1.1 },
    note: arabic
      ? `runs: ${arabic.visible.runs.map((ms) => ms.toFixed(0)).join(', ')} ms`
      : 'not measured',
  });
}

export async function sampleIds(
  serverUrl: string,
): Promise<{ programId: number; universityId: number }> {
  const response = await fetch(`${serverUrl}/api/programs?limit=1`);
  const [program] = (await response.json()) as { id: number; universityId: number }[];
  if (!program) throw new Error('GET /api/programs listed no program');
  return { programId: program.id, universityId: program.universityId };
}

/**
 * Autocannon against `url` with `connections` connections until stopped: API clients sharing the
 * machine and the server with the browser.
 */
export function startBackgroundLoad(url: string, connections: number): { stop(): Promise<void> } {
  const child = spawn(
    process.execPath,
    [autocannonCli, '-c', String(connections), '-d', '600', '-H', 'accept-encoding=br', url],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Sample {
  median: number;
  runs: number[];
  missing: number;
}

export interface Runs {
  lcp: Sample;
  visible: Sample;
  /** The longest main-thread task of each visit (0 when it had none over 50 ms). */
  longestTasks: number[];
}

export interface PageToVisit {
  url: string;
  waitFor?: string;
  language?: Language;
}

/**
 * The median of all visits, where one that measured nothing (no LCP entry, or its element never
 * showed) ranks as slower than every other: 0 (not measured) when the median falls on one.
 */
function sample(values: number[]): Sample {
  const runs = values.filter((value) => value > 0);
  const ranked = values.map((value) => (value > 0 ? value : Number.POSITIVE_INFINITY));
  const middle = ranked.length ? percentile(ranked, 50) : 0;
  return {
    median: Number.isFinite(middle) ? middle : 0,
    runs,
    missing: values.length - runs.length,
  };
}

/**
 * Cold visits to each page, one per round (`rounds` of them: reference, then each page, then
 * again), so a burst of load on a shared machine slows the reference as much as the pages it is
 * compared with. A visit timed by its LCP is retried once when it recorded none (Chromium emits no
 * LCP entry for a page that is hidden or navigates before it paints); one that never showed its
 * awaited element counts as missing.
 */
export async function interleavedVisits<Name extends string>(
  browser: Browser,
  pages: Record<Name, PageToVisit>,
  rounds = VISITS,
): Promise<Partial<Record<Name, Runs>>> {
  const entries = Object.entries(pages) as [Name, PageToVisit][];
  // The server's first render of a route warms its caches; not a user's first visit.
  for (const [, page] of entries)
    await visit(browser, page.url, { waitFor: page.waitFor, language: page.language });
  const visits = new Map<Name, PageVisit[]>(entries.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, page] of entries) {
      const options = { waitFor: page.waitFor, language: page.language };
      let result = await visit(browser, page.url, options);
      if (!page.waitFor && result.lcpMs <= 0)
        result = await visit(browser, page.url, { language: page.language });
      visits.get(name)!.push(result);
    }
  }
  const result: Partial<Record<Name, Runs>> = {};
  for (const [name, results] of visits) {
    result[name] = {
      lcp: sample(results.map((visit) => visit.lcpMs)),
      visible: sample(results.map((visit) => visit.visibleMs)),
      longestTasks: results.map((visit) => visit.longTasksMs[0] ?? 0),
    };
  }
  return result;
}
