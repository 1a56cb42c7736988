import { LANGUAGE_COOKIE, type Language } from '@uniguide/domain';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OFFLINE_CHROMIUM_ARGS } from '../../../tooling/chromium/offline-args';
import { gzipSize } from './html-assets';

/** Debian's Chromium with the flags that keep it off the network; never a browser `playwright install` fetched. */
export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: OFFLINE_CHROMIUM_ARGS,
  });
}

/**
 * Reads the buffered largest-contentful-paint entries once the page has settled; the last one is the LCP.
 * The buffered batch arrives in one observer callback, which a busy machine may deliver late, so it is
 * awaited (up to 5 s) rather than assumed within a fixed delay. A string, because it runs in the page (the
 * bench's TypeScript has no DOM types).
 */
const READ_LCP = `new Promise((resolve) => {
  const timeout = setTimeout(() => resolve(0), 5000);
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (!last) return;
    clearTimeout(timeout);
    resolve(last.renderTime || last.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

export interface ScriptFetch {
  url: string;
  /** The script gzip-compressed here, so the figure does not depend on how the server sends it. */
  gzipBytes: number;
  /** The body's bytes as they came over the wire, and the `Content-Encoding` they came in. */
  transferBytes: number;
  encoding: string;
}

export interface PageVisit {
  lcpMs: number;
  /** With `collectScripts`: every script the page fetched before the network went quiet (else none). */
  scripts: ScriptFetch[];
  /**
   * With `waitFor`: ms from navigation start to the animation frame in which the first element
   * matching it was in the document (the frame that paints it), or 0 when none came within 15 s.
   */
  visibleMs: number;
  /** Durations of the main thread's long tasks (> 50 ms) up to then, longest first. */
  longTasksMs: number[];
}

/**
 * Runs before any page script: records long tasks, and the frame in which the first element matching
 * the selector (JSON-encoded) appears. A string, because it runs in the page.
 */
const observe = (selector: string) => `(() => {
  let shown;
  const bench = (window.__bench = {
    visibleMs: 0,
    longTasks: [],
    visible: new Promise((resolve) => (shown = resolve)),
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const selector = ${JSON.stringify(selector)};
  if (!selector) return;
  const found = () => {
    if (!document.querySelector(selector)) return false;
    requestAnimationFrame(() => {
      bench.visibleMs = performance.now();
      shown();
    });
    return true;
  };
  new MutationObserver((_, observer) => {
    if (found()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})()`;

/**
 * Waits for the awaited element's frame by awaiting the page's own promise over the DevTools protocol,
 * not with page.waitForFunction: that evaluates a string with eval, which the server's
 * Content-Security-Policy (script-src 'self') refuses, so it failed at once whenever the element was
 * not there yet and a slow visit counted as one that never showed it. Gives up after `timeoutMs`, or
 * when the page goes away.
 */
async function waitUntilVisible(page: Page, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  const visible = page.evaluate('window.__bench.visible.then(() => true)').then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([visible, timeout]);
  clearTimeout(timer);
}

export interface VisitOptions {
  /** A CSS selector whose first match's appearance is timed (`visibleMs`). */
  waitFor?: string;
  /**
   * Read every script's body into `scripts`. Off for timed visits: the bodies travel over the DevTools
   * protocol and are compressed here while the page loads, on the cores the page is timed on.
   */
  collectScripts?: boolean;
  /**
   * The visitor reads Arabic: the browser asks for it first (Accept-Language) and carries the saved
   * choice (the language cookie), as a returning Arabic visitor does.
   */
  language?: Language;
}

/** A fresh browser context, in the visitor's language when it is not English. */
async function newVisitContext(browser: Browser, url: string, language: Language = 'en') {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(language === 'en'
      ? {}
      : { locale: 'ar-AE', extraHTTPHeaders: { 'Accept-Language': 'ar' } }),
  });
  if (language !== 'en')
    await context.addCookies([
      { name: LANGUAGE_COOKIE, value: language, url: new URL(url).origin },
    ]);
  return context;
}

/**
 * One cold visit: a fresh context (empty cache), wait for the network to go quiet (and for `waitFor`),
 * read LCP, the element's appearance, long tasks and scripts.
 */
export async function visit(
  browser: Browser,
  url: string,
  options: VisitOptions = {},
): Promise<PageVisit> {
  const context = await newVisitContext(browser, url, options.language);
  try {
    const page = await context.newPage();
    await page.addInitScript(observe(options.waitFor ?? ''));
    const pending: Promise<ScriptFetch | undefined>[] = [];
    page.on('response', (response) => {
      if (!options.collectScripts) return;
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        Promise.all([response.body(), response.finished()]).then(
          async ([body]) => ({
            url: response.url(),
            gzipBytes: gzipSize(body),
            transferBytes: (await response.request().sizes()).responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          }),
          () => undefined,
        ),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    if (options.waitFor) await waitUntilVisible(page, 15_000);
    const lcpMs = Number(await page.evaluate(READ_LCP));
    const observed = (await page.evaluate(
      '({ visibleMs: window.__bench.visibleMs, longTasks: window.__bench.longTasks })',
    )) as {
      visibleMs: number;
      longTasks: number[];
    };
    const scripts = (await Promise.all(pending)).filter((script) => script !== undefined);
    return {
      lcpMs,
      scripts,
      visibleMs: observed.visibleMs,
      longTasksMs: [...observed.longTasks].sort((a, b) => b - a),
    };
  } finally {
    await context.close();
  }
}

/**
 * The path and query of the first request a cold visit to `url` makes that `matches` (by its URL),
 * or undefined when the page made none within 30 s (a busy machine may take seconds to run the
 * scripts, long after the network went quiet).
 */
export async function firstRequestOf(
  browser: Browser,
  url: string,
  matches: (requestUrl: URL) => boolean,
): Promise<string | undefined> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const found = page
      .waitForRequest((request) => matches(new URL(request.url())), { timeout: 30_000 })
      .then(
        (request) => {
          const requestUrl = new URL(request.url());
          return `${requestUrl.pathname}${requestUrl.search}`;
        },
        () => undefined,
      );
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    return await found;
  } finally {
    await context.close();
  }
}
