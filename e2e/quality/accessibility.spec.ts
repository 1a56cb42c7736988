import { expect } from '@playwright/test';
import { ADMIN_URL, AGENT_URL, expectNoSeriousViolations, useSessionCookies } from '../fixtures';
import { AUDITED_PAGES } from './audited-pages';
import { buildAuditWorld, type AuditWorld } from './audit-world';
import { auditTest as test } from './audit-test';

/**
 * docs/product.md §12: axe (WCAG 2.0/2.1 A and AA) on every page of both apps, with real data on screen; no
 * serious or critical violation is allowed. The mobile project repeats the pages marked `mobile`.
 * The same pages in Arabic are audited by accessibility-arabic.spec.ts, a file of its own so the two
 * run on both workers (docs/decisions/091-ci-run-budget.md).
 */
test.describe('accessibility of every page', () => {
  let world: AuditWorld;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    world = await buildAuditWorld();
  });

  for (const audited of AUDITED_PAGES) {
    test(
      `${audited.name} has no serious or critical violations`,
      audited.mobile ? { tag: '@mobile' } : {},
      async ({ audit: { page, context } }) => {
        const origin = audited.host === 'admin' ? ADMIN_URL : AGENT_URL;
        if (audited.session !== 'none') {
          await useSessionCookies(context, world.cookies[audited.session], origin);
        }
        await page.goto(`${origin}${audited.path(world.data)}`);
        await expect(
          page.getByRole('heading', { level: 1, name: audited.heading(world.data) }).first(),
        ).toBeVisible();
        await audited.open?.(page, world.data);
        await expectNoSeriousViolations(page, `${audited.name} (${page.url()})`);
      },
    );
  }
});
