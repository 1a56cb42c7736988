import type { BrowserContext, Page } from '@playwright/test';
import { startingApps, test } from '../fixtures/test';

/**
 * The accessibility specs' `test`: one browser context and one page per worker, kept from audit to
 * audit, instead of Playwright's new context for each test. Before each audit the page leaves the
 * last one (`about:blank`, so nothing of it still asks the server and sets a cookie) and the context
 * forgets every cookie; the audit then sets only its own (session, language) and loads its page
 * afresh (`goto`), from a warm HTTP and code cache, without starting a new renderer
 * (docs/decisions/095-audits-in-one-context.md). The audits only look, so nothing else carries over.
 */
export const auditTest = test.extend<
  { audit: { page: Page; context: BrowserContext } },
  { sharedContext: BrowserContext; sharedPage: Page }
>({
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      // The project's own screen (the mobile project's 375 px and touch), as its `page` would have.
      const { viewport, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, isMobile, hasTouch });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPage: [
    async ({ sharedContext }, use) => {
      await use(startingApps(await sharedContext.newPage()));
    },
    { scope: 'worker' },
  ],
  audit: async ({ sharedContext, sharedPage }, use) => {
    await sharedPage.goto('about:blank');
    await sharedContext.clearCookies();
    await use({ page: sharedPage, context: sharedContext });
  },
});
