import { expect } from '@playwright/test';
import {
  ADMIN_URL,
  AGENT_URL,
  chooseArabic,
  expectNoSeriousViolations,
  saveArabic,
  useSessionCookies,
} from '../fixtures';
import { AUDITED_PAGES } from './audited-pages';
import { buildAuditWorld, type AuditWorld } from './audit-world';
import { auditTest as test } from './audit-test';

/** docs/product.md §12: the audit of accessibility.spec.ts on the same pages in Arabic. */
test.describe('accessibility of every page in Arabic', () => {
  let world: AuditWorld;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    world = await buildAuditWorld();
  });

  // The same pages in Arabic, right to left (docs/decisions/068-right-to-left.md); what opens a tab or
  // a dialog is found by its English name, so those few are checked in English only.
  for (const audited of AUDITED_PAGES.filter((page) => !page.open)) {
    test(`${audited.name} in Arabic has no serious or critical violations`, async ({
      audit: { page, context },
    }) => {
      const origin = audited.host === 'admin' ? ADMIN_URL : AGENT_URL;
      await chooseArabic(context);
      if (audited.session !== 'none') {
        await useSessionCookies(context, world.cookies[audited.session], origin);
        // The agent of this file's world signed up in English; the demo admin, shared with other specs,
        // has no saved language, so the cookie is enough there.
        if (audited.session === 'agent') await saveArabic(context, origin);
      }
      await page.goto(`${origin}${audited.path(world.data)}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${audited.name} in Arabic (${page.url()})`);
    });
  }
});
