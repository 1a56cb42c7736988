import type { BrowserContext, Page } from '@playwright/test';
import { startingApps, test } from '../fixtures/test';

/**
 * The accessibility specs' `test`: one browser context and one page per worker, kept from audit to
 * audit, instead of Playwright's new context for each test. Every audit still loads its page afresh
 * (`goto`) with only its own cookies (`auditContext.clearCookies()` first), but from a warm HTTP and
 * code cache, without starting a new renderer: the hundred audits took a fifth less time
 * (docs/decisions/095-audits-in-one-context.md). The audits only look, so nothing else carries over.
 */
export const auditTest = test.extend<object, { auditContext: BrowserContext; auditPage: Page }>({
  auditContext: [
    async ({ browser }, use, workerInfo) => {
      // The project's own screen (the mobile project's 375 px and touch), as its `page` would have.
      const { viewport, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, isMobile, hasTouch });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  auditPage: [
    async ({ auditContext }, use) => {
      await use(startingApps(await auditContext.newPage()));
    },
    { scope: 'worker' },
  ],
});
