import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { isAt } from '../fixtures';

// The parts of a public page below its first screen — the landing page after its hero, the footer —
// arrive as the server's HTML and fetch their code when the reader scrolls to them
// (docs/decisions/085-first-page-javascript.md). Untagged, so only the desktop project (1280 × 800)
// runs these.

/** Every script the page has requested so far, by address. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  return scripts;
}

/** A mark on the page's window: it survives a navigation inside the app, not a page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate('window.__sameDocument = true');
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('window.__sameDocument === true');
}

test.describe('parts below the first screen', () => {
  test.describe.configure({ timeout: 60_000 });

  test('show the server’s HTML at once and fetch their code when the reader scrolls to them', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    // Readable before their code: every section and the footer are in the page.
    await expect(main.getByRole('region')).toHaveCount(7);
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    const firstScreen = new Set(scripts);

    await main
      .getByRole('heading', { name: 'Three steps to your first commission' })
      .scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.size).toBeGreaterThan(firstScreen.size);

    // Hydrated once reached: the footer's links navigate inside the app.
    await markWindow(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await footer.getByRole('link', { name: 'Programs' }).click();
    await expect(page).toHaveURL(isAt('/programs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Programs' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    // A page the app renders itself shows its footer without waiting for a scroll.
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  });

  test('stay on the page when the language changes before the reader reaches them', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await markWindow(page);
    await page.getByRole('button', { name: 'Show this page in العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(7);
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
});
