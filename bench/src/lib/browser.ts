import { chromium, type Browser } from 'playwright-core';
import { gzipSize } from './html-assets';

/** Debian's Chromium with the flags that keep it off the network; never a browser `playwright install` fetched. */
export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
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
  /** Every script the page fetched before the network went quiet. */
  scripts: ScriptFetch[];
}

/** One cold visit: a fresh context (empty cache), wait for the network to go quiet, read LCP and scripts. */
export async function visit(browser: Browser, url: string): Promise<PageVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptFetch | undefined>[] = [];
    page.on('response', (response) => {
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
    const lcpMs = Number(await page.evaluate(READ_LCP));
    const scripts = (await Promise.all(pending)).filter((script) => script !== undefined);
    return { lcpMs, scripts };
  } finally {
    await context.close();
  }
}
