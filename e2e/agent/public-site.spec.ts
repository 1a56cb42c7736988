import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { anyProgram, searchParam, type ProgramSummary, isAt } from '../fixtures';

const PARTNER_UNIVERSITIES = [
  'United Arab Emirates University',
  'Khalifa University',
  'New York University Abu Dhabi',
  'American University of Sharjah',
  'University of Sharjah',
  'Zayed University',
  'Heriot-Watt University Dubai',
  'University of Birmingham Dubai',
];
const PROCESS_STEPS = ['Sign up', 'Refer students', 'Earn Money'];
const BENEFITS = [
  'UAE University Access',
  'High Commissions',
  'Agent Onboarding & Support',
  'Portal & CRM',
  'Marketing Support',
  'Student Support Network',
];
const WHY_UAE = ['World-Class Education', 'Global Hub', 'Career Growth', 'Quality of Life'];
const CLAIMS = ['31+', '913+', '2,000+', '80%', '100%'];

/** The landing page's sections: the titled regions of the main landmark, in document order. */
function landingSections(page: Page): Locator {
  return page.getByRole('main').getByRole('region');
}

async function expectCardTitles(section: Locator, titles: string[]): Promise<void> {
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles);
}

type PathOf = (program: ProgramSummary) => string;
type TitleOf = (program: ProgramSummary) => RegExp;

/** A pattern matching `text` literally. */
function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

interface PageMeta {
  title: string;
  description: string;
}

/** The title and meta description of the HTML shell, before the app sets a page's own. */
function shellMeta(html: string): PageMeta {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim() ?? '';
  return { title, description };
}

/** Waits for the page to set its own, non-empty title and meta description. */
async function expectOwnMeta(page: Page, titlePattern: RegExp, shell: PageMeta): Promise<void> {
  const description = page.locator('meta[name="description"]');
  await expect(page).not.toHaveTitle(shell.title);
  await expect(page).toHaveTitle(titlePattern);
  await expect(description).toHaveAttribute('content', /\w.{8,}\w/);
  await expect(description).not.toHaveAttribute('content', shell.description);
}

test.describe('public site', () => {
  // Each test is a journey over several page loads (and password hashing): more than 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('the landing page shows its seven sections in order, with the marketing claims', async ({
    page,
  }) => {
    await page.goto('/');
    const sections = landingSections(page);
    await expect(sections).toHaveCount(7);

    const hero = sections.nth(0);
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Become an Agent' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Explore Programs' })).toBeVisible();

    const partnerList = sections.nth(1).getByRole('list').first();
    await expect(partnerList.getByRole('listitem')).toHaveCount(8);
    for (const [index, name] of PARTNER_UNIVERSITIES.entries()) {
      await expect(partnerList.getByRole('listitem').nth(index)).toContainText(name);
    }

    await expectCardTitles(sections.nth(2), PROCESS_STEPS);
    await expectCardTitles(sections.nth(3), BENEFITS);
    await expect(sections.nth(4).getByRole('heading', { level: 2 })).toHaveText('Why Choose UAE');
    await expectCardTitles(sections.nth(4), WHY_UAE);

    const testimonials = sections.nth(5);
    await expect(testimonials.getByRole('heading', { level: 2 })).toHaveText(/testimonial|agents/i);
    await expect(testimonials.getByRole('figure')).toHaveCount(3);
    await expect(testimonials.getByRole('blockquote')).toHaveCount(3);

    const finalCta = sections.nth(6);
    await expect(finalCta.getByRole('link', { name: 'Apply Now' })).toBeVisible();
    await expect(finalCta.getByRole('link', { name: 'Contact Sales' })).toBeVisible();

    for (const claim of CLAIMS) {
      await expect(page.getByRole('main').getByText(claim).first()).toBeVisible();
    }
  });

  test('the landing calls to action lead to sign-up, the catalogue and the contact page', async ({
    page,
  }) => {
    await page.goto('/');
    const sections = landingSections(page);

    await sections.nth(0).getByRole('link', { name: 'Become an Agent' }).click();
    await expect(page).toHaveURL(isAt('/auth'));
    expect(searchParam(page.url(), 'redirect')).toBe('/dashboard');
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();

    await page.goto('/');
    await sections.nth(0).getByRole('link', { name: 'Explore Programs' }).click();
    await expect(page).toHaveURL(isAt('/programs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Programs' })).toBeVisible();

    await page.goto('/');
    await sections.nth(6).getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(isAt('/auth'));
    expect(searchParam(page.url(), 'redirect')).toBe('/dashboard');

    await page.goto('/');
    await sections.nth(6).getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(isAt('/contact'));
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
  });

  test('a public page moves between public pages in place, and opens any other page as a new document', async ({
    page,
  }) => {
    // Decision 098: a server-rendered page comes without Cross-Origin-Opener-Policy, so a page that
    // is not public must be loaded whole, with the document headers.
    const documents: { path: string; opener: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        documents.push({
          path: new URL(response.url()).pathname,
          opener: response.headers()['cross-origin-opener-policy'],
        });
    });
    await page.goto('/');
    const hero = landingSections(page).nth(0);
    await hero.getByRole('link', { name: 'Explore Programs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Programs' })).toBeVisible();
    await page.goBack();
    await hero.getByRole('link', { name: 'Become an Agent' }).click();
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    expect(documents).toEqual([
      { path: '/', opener: 'unsafe-none' },
      { path: '/auth', opener: 'same-origin' },
    ]);
  });

  test('an unknown address shows the 404 page, whose link returns home', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    // The server knows the app's routes: the page renders, with a 404 status (decision 031).
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(isAt('/'));
    await expect(landingSections(page)).toHaveCount(7);
  });

  // A page the browser renders starts from the HTML shell's title, so one that does not set its own
  // keeps that one; the public pages arrive with their own from the server (decision 040), so the
  // shell is read from a page the server does not render.
  const metaPages: [label: string, path: PathOf, title: TitleOf][] = [
    ['the landing page', () => '/', () => /agents?/i],
    ['the catalogue', () => '/programs', () => /Explore Programs/],
    ['a program', (p) => `/programs/${p.id}`, (p) => literal(p.name)],
    ['a university', (p) => `/universities/${p.universityId}`, (p) => literal(p.university.name)],
    ['the about page', () => '/about', () => /About/],
    ['the contact page', () => '/contact', () => /Contact/],
    ['the sign-in page', () => '/auth', () => /Sign In/],
    ['the sign-up page', () => '/auth?mode=signup', () => /Become an Agent/i],
    ['the 404 page', () => '/no-such-page', () => /Page Not Found/],
  ];
  for (const [label, pathOf, titleOf] of metaPages) {
    test(`${label} has its own title and meta description`, async ({ page, request }) => {
      const program = await anyProgram(request);
      const shellResponse = await request.get('/auth', { headers: { accept: 'text/html' } });
      expect(shellResponse.ok()).toBe(true);
      const shell = shellMeta(await shellResponse.text());
      expect(shell.title).not.toBe('');

      await page.goto(pathOf(program));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOwnMeta(page, titleOf(program), shell);
    });
  }

  test(
    'on a phone the landing page fits the screen and the menu opens in a sheet',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'phone layout only');
      await page.goto('/');
      const sections = landingSections(page);
      await expect(sections).toHaveCount(7);
      await expect(sections.nth(1).getByRole('link', { name: /^View Details/ })).toHaveCount(3);
      await page.waitForLoadState('load');

      // Evaluated in the page (the specs compile without the DOM library).
      expect(await page.evaluate<number>('window.innerWidth')).toBe(375);
      expect(
        await page.evaluate<number>('document.scrollingElement.scrollWidth'),
      ).toBeLessThanOrEqual(375);

      // The header's links move into a menu sheet on small screens.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Programs' }).click();
      await expect(page).toHaveURL(isAt('/programs'));
      await expect(menu).toBeHidden();
    },
  );
});
