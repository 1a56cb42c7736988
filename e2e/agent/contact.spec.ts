import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';

const THANK_YOU_TITLE = 'Thank You!';
const THANK_YOU_TEXT = "Your message has been sent successfully. We'll get back to you soon.";

/** The page's message form (the one with the Send Message button). */
function contactForm(page: Page) {
  return page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
}

function field(page: Page, label: 'Name' | 'Email' | 'Subject' | 'Message') {
  // By role: the label's text also holds the required-field asterisk, which is hidden from the name.
  return contactForm(page).getByRole('textbox', { name: label, exact: true });
}

test.describe('contact page', () => {
  test('an empty or malformed message is refused at its fields', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
    const form = contactForm(page);

    await form.getByRole('button', { name: 'Send Message' }).click();
    const required: [label: 'Name' | 'Email' | 'Subject' | 'Message', message: string][] = [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ];
    for (const [label, message] of required) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }

    await field(page, 'Name').fill('Layla Rahman');
    await field(page, 'Email').fill('layla.rahman-at-example');
    await field(page, 'Subject').fill('Partnership');
    await field(page, 'Message').fill('How do I become an agent?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email');
    for (const label of ['Name', 'Subject', 'Message'] as const) {
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByText(THANK_YOU_TITLE)).toHaveCount(0);
  });

  test('a valid message is thanked, and "Send Another Message" brings back an empty form', async ({
    page,
  }) => {
    await page.goto('/contact');
    await field(page, 'Name').fill('Layla Rahman');
    await field(page, 'Email').fill('layla.rahman@example.com');
    await field(page, 'Subject').fill('Becoming an agent');
    await field(page, 'Message').fill('We place about forty students a year. How do we join?');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { name: THANK_YOU_TITLE })).toBeVisible();
    await expect(page.getByText(THANK_YOU_TEXT, { exact: true })).toBeVisible();
    await expect(contactForm(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(contactForm(page)).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message'] as const) {
      await expect(field(page, label)).toHaveValue('');
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field(page, 'Name')).toBeFocused();
    await expect(page.getByRole('heading', { name: THANK_YOU_TITLE })).toHaveCount(0);
  });
});
