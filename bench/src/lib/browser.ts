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
 * A string, because it runs in the page (the bench's TypeScript has no DOM types).
 */
const READ_LCP = `new Promise((resolve) => {
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) last = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(last), 250);
})`;

export interface PageVisit {
  lcpMs: number;
  /** Every script the page fetched, gzip-compressed here (the server may send them uncompressed). */
  scripts: { url: string; gzipBytes: number }[];
}

/** One cold visit: a fresh context (empty cache), wait for the network to go quiet, read LCP and scripts. */
export async function visit(browser: Browser, url: string): Promise<PageVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const pending: Promise<{ url: string; gzipBytes: number } | undefined>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), gzipBytes: gzipSize(body) }),
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
