import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { ADMIN_URL, DEMO_ADMIN, DEMO_AGENT, isAtConsole, logIn } from '../fixtures';

const SIGN_IN_URL = `${ADMIN_URL}/sign-in`;
const ADMIN_ONLY = 'This console is for administrators only. Please use the agent portal.';

function consoleNav(page: Page) {
  return page.getByRole('navigation', { name: 'Console' });
}

test.describe('admin console sign-in', () => {
  // Each test is a journey over several page loads (and password hashing): more than 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('the demo admin signs in, sees the console shell and signs out', async ({ page }) => {
    // The console itself sends a visitor without a session to its sign-in page.
    await page.goto(`${ADMIN_URL}/`);
    await expect(page).toHaveURL(isAtConsole('/sign-in'));
    await expect(page.getByRole('heading', { name: 'Admin Console' })).toBeVisible();

    await logIn(page, DEMO_ADMIN, SIGN_IN_URL);
    await expect(page).toHaveURL(isAtConsole('/'));

    const header = page.getByRole('banner');
    await expect(header.getByText('Admin Console')).toBeVisible();
    await expect(header.getByText(DEMO_ADMIN.email)).toBeVisible();
    await expect(consoleNav(page)).toBeVisible();
    await expect(
      consoleNav(page).getByRole('link', { name: 'Back to Main Dashboard' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    // From any console page it leads to the admin's own dashboard, never the agents' sign-in page.
    await page.goto(`${ADMIN_URL}/users`);
    await consoleNav(page).getByRole('link', { name: 'Back to Main Dashboard' }).click();
    await expect(page).toHaveURL(isAtConsole('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(isAtConsole('/sign-in'));
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(consoleNav(page)).toHaveCount(0);

    // Signed out on the server as well: the console is closed again after a fresh load.
    await page.goto(`${ADMIN_URL}/`);
    await expect(page).toHaveURL(isAtConsole('/sign-in'));
    await expect(consoleNav(page)).toHaveCount(0);
  });

  test('an agent is refused with a clear message and gets no console', async ({ page }) => {
    await page.goto(SIGN_IN_URL);
    const form = page.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('Email', { exact: true }).fill(DEMO_AGENT.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_AGENT.password);
    await form.getByRole('button', { name: 'Sign In' }).click();

    await expect(form.getByRole('alert')).toHaveText(ADMIN_ONLY);
    await expect(page).toHaveURL(isAtConsole('/sign-in'));
    await expect(consoleNav(page)).toHaveCount(0);

    await page.goto(`${ADMIN_URL}/`);
    await expect(page).toHaveURL(isAtConsole('/sign-in'));
    await expect(page.getByRole('form', { name: 'Admin sign in' })).toBeVisible();
    await expect(consoleNav(page)).toHaveCount(0);
  });
});
