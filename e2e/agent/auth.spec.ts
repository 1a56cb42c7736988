import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  DEMO_AGENT,
  isAt,
  logIn,
  newAgent,
  searchParam,
  signOutFromPublicHeader,
  submitSignUpForm,
} from '../fixtures';

function signUpForm(page: Page) {
  return page.getByRole('form', { name: 'Sign up' });
}

function loginForm(page: Page) {
  return page.getByRole('form', { name: 'Sign in' });
}

test.describe('agent sign-up, sign-in and sign-out', () => {
  // Each test is a journey over several page loads (and password hashing): more than 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a visitor sent to /auth from a private page signs up and lands on that page', async ({
    page,
  }) => {
    // /profile is a signed-in page (the header's Profile Settings); it forwards to the settings tab.
    await page.goto('/profile');
    await expect(page).toHaveURL(isAt('/auth'));
    expect(searchParam(page.url(), 'redirect')).toBe('/profile');

    const agent = newAgent();
    await submitSignUpForm(page, agent);

    await expect(page).toHaveURL(isAt('/dashboard/settings'));
    await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();

    // Every field reached the account: the dashboard greets the new agency.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toContainText(
      agent.agencyName,
    );
  });

  test('an empty sign-up shows the messages of docs/product.md §6 at each field and sends nothing', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const form = signUpForm(page);
    await expect(form).toBeVisible();

    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /auth\.register|\/api\/register/.test(request.url())) {
        registerCalls += 1;
      }
    });

    await form.getByRole('button', { name: 'Sign Up' }).click();

    const expected: [label: string, message: string | RegExp][] = [
      ['Email', 'Please enter a valid email'],
      ['Password', /Password must be at least 6 characters/],
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Agency Name', 'Agency name is required'],
      ['Country', 'Country is required'],
      ['Phone Number', 'Phone number is required'],
    ];
    for (const [label, message] of expected) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page).toHaveURL(isAt('/auth'));
    expect(registerCalls).toBe(0);
  });

  test('an agent logs out to the home page, logs in again and reaches the dashboard', async ({
    page,
  }) => {
    await logIn(page, DEMO_AGENT);
    await expect(page).toHaveURL(isAt('/dashboard'));

    await signOutFromPublicHeader(page);
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(
      page.getByText('You have been successfully logged out', { exact: true }),
    ).toBeVisible();
    // The session is gone on the server too, not only in the page.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(isAt('/auth'));

    await logIn(page, DEMO_AGENT);
    await expect(page).toHaveURL(isAt('/dashboard'));
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  });

  test('a wrong password shows the inline failure and keeps the visitor on /auth', async ({
    page,
  }) => {
    await page.goto('/auth');
    const form = loginForm(page);
    await form.getByLabel('Email', { exact: true }).fill(DEMO_AGENT.email);
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();

    await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(isAt('/auth'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(isAt('/auth'));
  });

  test('a signed-in agent who opens /auth is sent on at once', async ({ page }) => {
    await logIn(page, DEMO_AGENT);

    await page.goto('/auth');
    await expect(page).toHaveURL(isAt('/dashboard'));

    await page.goto('/auth?redirect=%2Fprograms');
    await expect(page).toHaveURL(isAt('/programs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Programs' })).toBeVisible();
  });
});
