import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { DEMO_AGENT, logIn } from '../fixtures';

test.describe('a program opened from the workspace stays in the workspace', () => {
  test('View Details opens the program inside the workspace layout, without the WhatsApp button @mobile', async ({
    page,
  }) => {
    await logIn(page, DEMO_AGENT);
    await page.goto('/dashboard/programs');
    const details = page.getByRole('link', { name: /^View Details for / }).first();
    const programName = ((await details.textContent()) ?? '').replace(/^View Details for /, '');
    await details.click();

    await expect(page).toHaveURL(/\/dashboard\/programs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: programName })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(breadcrumb.getByRole('link', { name: 'Programs' })).toHaveAttribute(
      'href',
      '/dashboard/programs',
    );
    // The workspace's own header (notifications), not the public site's; no floating WhatsApp link.
    await expect(page.getByRole('button', { name: /notifications/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /on WhatsApp/ })).toHaveCount(0);

    const programId = /\/dashboard\/programs\/(\d+)$/.exec(page.url())![1];
    const bar = page.getByTestId('sticky-apply-bar');
    if ((page.viewportSize()?.width ?? 1280) < 768) {
      // Phones: the Apply bar stays at the bottom of the screen while the page scrolls.
      await expect(bar).toBeVisible();
      await page.mouse.wheel(0, 1500);
      await expect(bar).toBeInViewport();
      await expect(bar.getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
        'href',
        `/apply/${programId}`,
      );
      // The page leaves room for it: scrolled to its very end, the last card sits clear of the bar.
      // Scrolled by script, not the wheel: Chromium 156 sometimes drops or delays a long wheel on a
      // touch screen, and the page can still grow, so it is scrolled and measured until it holds.
      const barBox = (await bar.boundingBox())!;
      const last = page.getByRole('complementary', { name: 'Application and university' });
      await expect
        .poll(async () => {
          await last.evaluate((card) => {
            // Every scrolling box around the card, up to the page's own (<html>).
            for (let box = card.parentElement; box; box = box.parentElement)
              box.scrollTop = box.scrollHeight;
          });
          const lastBox = (await last.boundingBox())!;
          return lastBox.y + lastBox.height;
        })
        .toBeLessThanOrEqual(barBox.y + 1);
    } else {
      await expect(bar).toBeHidden();
      await expect(
        page
          .getByRole('complementary', { name: 'Sidebar' })
          .getByRole('link', { name: 'Programs' }),
      ).toBeVisible();
      // A toast (Share copies the link) never sits over the sidebar's controls.
      await page.getByRole('button', { name: 'Share' }).click();
      const toast = page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .first();
      await expect(toast).toBeVisible();
      const toastBox = (await toast.boundingBox())!;
      const sidebar = (await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox())!;
      expect(toastBox.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
    }
  });
});
