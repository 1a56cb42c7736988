import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  apiProgramTotal,
  expectCatalogueTotal,
  isAt,
  programCards,
  searchList,
  searchParam,
  shownTotal,
} from '../fixtures';

const NO_RESULTS = 'No programs found matching your criteria. Try adjusting your filters.';
const DEGREE = "Master's Degree";
const SEARCH_TEXT = 'Engineering';
/** PageDown moves a range input a tenth of its span: 20,000 of the tuition slider's 0–200,000 AED. */
const PAGE_DOWN_PRESSES = 6;
const TUITION_CAP = 200_000 - PAGE_DOWN_PRESSES * 20_000;

/** Evaluated in the page (the specs compile without the DOM library). */
const SCROLL_WIDTH = 'document.scrollingElement.scrollWidth';

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search programs or universities' });
}

function tuitionSlider(scope: Page | Locator): Locator {
  return scope.getByRole('slider', { name: 'Tuition Fee (AED)' });
}

async function expectFiltersInUrl(page: Page): Promise<void> {
  await expect.poll(() => searchList(page.url(), 'degree')).toEqual([DEGREE]);
  await expect.poll(() => searchParam(page.url(), 'maxTuition')).toBe(TUITION_CAP);
  await expect.poll(() => String(searchParam(page.url(), 'search'))).toBe(SEARCH_TEXT);
}

test.describe('program catalogue', () => {
  test('a visitor filters the catalogue, opens a program, saves and shares it, and is asked to sign in to apply', async ({
    page,
    context,
    request,
  }) => {
    // One journey through four pages and a dozen filter changes: longer than the default budget.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const allTotal = await apiProgramTotal(request);
    const degreeTotal = await apiProgramTotal(request, { degree: [DEGREE] });
    const cappedTotal = await apiProgramTotal(request, {
      degree: [DEGREE],
      maxTuition: TUITION_CAP,
    });
    const finalTotal = await apiProgramTotal(request, {
      degree: [DEGREE],
      maxTuition: TUITION_CAP,
      search: SEARCH_TEXT,
    });
    // The demo catalogue must narrow at every step, or the test would prove nothing.
    expect(allTotal).toBeGreaterThan(degreeTotal);
    expect(degreeTotal).toBeGreaterThan(cappedTotal);
    expect(cappedTotal).toBeGreaterThan(finalTotal);
    expect(finalTotal).toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Programs' }).first().click();
    await expect(page).toHaveURL(isAt('/programs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Programs' })).toBeVisible();
    await expectCatalogueTotal(page, allTotal);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: DEGREE, exact: true }).check();
    await expectCatalogueTotal(page, degreeTotal);

    const slider = tuitionSlider(filters);
    await slider.focus();
    for (let press = 0; press < PAGE_DOWN_PRESSES; press += 1) await slider.press('PageDown');
    await expect(slider).toHaveValue(String(TUITION_CAP));
    await expectCatalogueTotal(page, cappedTotal);

    await searchBox(page).fill(SEARCH_TEXT);
    await expectCatalogueTotal(page, finalTotal);
    await expectFiltersInUrl(page);

    const cards = programCards(page);
    await expect(cards).toHaveCount(Math.min(finalTotal, 24));
    for (const text of await cards.allTextContents()) {
      expect(text).toContain(`Degree: ${DEGREE}`);
      const tuition = /AED ([\d,]+)\/yr/.exec(text)?.[1];
      expect(tuition, text).toBeDefined();
      expect(Number(tuition?.replace(/,/g, ''))).toBeLessThanOrEqual(TUITION_CAP);
    }

    // The filters live in the address: a reload shows the same view.
    await page.reload();
    await expectCatalogueTotal(page, finalTotal);
    await expectFiltersInUrl(page);
    await expect(filters.getByRole('checkbox', { name: DEGREE, exact: true })).toBeChecked();
    await expect(tuitionSlider(filters)).toHaveValue(String(TUITION_CAP));
    await expect(searchBox(page)).toHaveValue(SEARCH_TEXT);
    await expect(cards).toHaveCount(Math.min(finalTotal, 24));

    const card = cards.first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await card.getByRole('link', { name: /^View Details/ }).click();
    await expect(page).toHaveURL(/\/programs\/\d+$/);
    const programId = new URL(page.url()).pathname.split('/').pop();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: 'Programs' })).toBeVisible();
    await expect(breadcrumb.getByText(name, { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Program Details' })).toBeVisible();
    const details = page.getByRole('complementary', { name: 'Application and university' });
    await expect(details.getByRole('heading', { name: 'Application Details' })).toBeVisible();
    await expect(details).toContainText(`Degree Level${DEGREE}`);

    // Bookmarks of a visitor without an account stay in this browser.
    const bookmark = page.getByRole('button', { name: `Save ${name}`, exact: true });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Share this program' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate<string>('navigator.clipboard.readText()'))
      .toBe(page.url());

    await details.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(isAt('/auth'));
    expect(searchParam(page.url(), 'redirect')).toBe(`/apply/${programId}`);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  test('a search that matches nothing offers Reset Filters, which brings the programs back', async ({
    page,
    request,
  }) => {
    const allTotal = await apiProgramTotal(request);
    await page.goto('/programs');
    await expectCatalogueTotal(page, allTotal);

    await searchBox(page).fill('zzzzqqq');
    const empty = page.getByText(NO_RESULTS, { exact: true });
    await expect(empty).toBeVisible();
    await expect(programCards(page)).toHaveCount(0);
    expect(await shownTotal(page)).toBe(0);

    // The empty state's own button (the filter panel has another).
    const emptyState = page.locator('div', { has: empty }).last();
    await emptyState.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(empty).toBeHidden();
    await expectCatalogueTotal(page, allTotal);
    await expect(searchBox(page)).toHaveValue('');
    expect(searchParam(page.url(), 'search')).toBeUndefined();
    await expect(programCards(page)).toHaveCount(24);
  });

  test('an unknown program shows Program Not Found with a way back to the catalogue', async ({
    page,
  }) => {
    await page.goto('/programs/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Program Not Found' })).toBeVisible();
    await expect(
      page.getByText("The program you're looking for could not be found or has been removed."),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Back to All Programs' }).click();
    await expect(page).toHaveURL(isAt('/programs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Programs' })).toBeVisible();
  });

  test(
    'on a phone the filters open in a sheet and narrow the results live',
    { tag: '@mobile' },
    async ({ page, request, isMobile }) => {
      test.skip(!isMobile, 'phone layout only');
      const allTotal = await apiProgramTotal(request);
      const diplomaTotal = await apiProgramTotal(request, { degree: ['Diploma'] });
      expect(diplomaTotal).toBeLessThan(allTotal);

      await page.goto('/programs');
      await expectCatalogueTotal(page, allTotal);
      // The side panel of wide screens is not shown on a phone.
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('checkbox', { name: 'Diploma', exact: true }).check();
      await expect.poll(() => searchList(page.url(), 'degree')).toEqual(['Diploma']);
      await expect(sheet).toBeVisible();

      await sheet.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(sheet).toBeHidden();
      await expectCatalogueTotal(page, diplomaTotal);
      await expect(page.getByRole('button', { name: /^Filters\s*1 active$/ })).toBeVisible();
      for (const text of await programCards(page).allTextContents()) {
        expect(text).toContain('Degree: Diploma');
      }

      expect(await page.evaluate<number>(SCROLL_WIDTH)).toBeLessThanOrEqual(375);
    },
  );
});
