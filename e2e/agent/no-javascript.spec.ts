import { expect, test } from '@playwright/test';
import { apiProgramTotal, programCards, resultsSummary } from '../fixtures';

// The public pages arrive rendered by the server (docs/decisions/040-server-rendered-pages.md): a
// visitor without JavaScript, or a link previewer, reads them all the same.
test.use({ javaScriptEnabled: false });

test.describe('public pages without JavaScript', () => {
  test('a visitor reads the catalogue, pages through it and opens a program', async ({
    page,
    request,
  }) => {
    const total = await apiProgramTotal(request, {});
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Programs' })).toBeVisible();
    await expect(resultsSummary(page)).toHaveText(
      `Showing 1–24 of ${total.toLocaleString('en-US')} programs`,
    );
    await expect(programCards(page)).toHaveCount(24);

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\/programs\?page=2$/);
    await expect(resultsSummary(page)).toHaveText(
      `Showing 25–48 of ${total.toLocaleString('en-US')} programs`,
    );

    const card = programCards(page).first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await card.getByRole('link', { name: /^View Details/ }).click();
    await expect(page).toHaveURL(/\/programs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | UniGuide`);
    // What a link previewer reads.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', name);
  });

  test('the other public pages show their content, and a missing program is a 404', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/', /UAE/],
      ['/about', /.+/],
      ['/contact', 'Get in touch'],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    const missing = await page.goto('/programs/987654321');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Program Not Found' })).toBeVisible();
  });
});
