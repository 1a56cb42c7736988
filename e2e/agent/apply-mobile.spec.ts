import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  anyProgram,
  applyForm,
  expectRequiredMessages,
  fillApplicationForm,
  pdfFile,
  signUpAgent,
  studentApplication,
} from '../fixtures';

const PHONE_WIDTH = 375;

/** The page is no wider than the phone: nothing makes the reader scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // A string: this package type-checks for Node, without the DOM's types.
  const width = await page.evaluate<number>('document.scrollingElement.scrollWidth');
  expect(width).toBeGreaterThan(0);
  expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
}

test.describe('applying on a phone', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'the apply form at 375 px validates, submits with a document and never scrolls sideways',
    { tag: '@mobile' },
    async ({ page, request, isMobile }) => {
      test.skip(!isMobile, 'phone layout only');
      expect(page.viewportSize()?.width).toBe(PHONE_WIDTH);

      await signUpAgent(page);
      const program = await anyProgram(request);
      await page.goto(`/apply/${program.id}`);
      const form = applyForm(page);
      await expect(form).toBeVisible();
      await expect(page.getByText(program.name).first()).toBeVisible();
      await expectNoSidewaysScroll(page);

      const submit = form.locator('button[type="submit"]');
      await submit.click();
      await expectRequiredMessages(form);
      await expect(page).toHaveURL((url) => url.pathname === `/apply/${program.id}`);
      await expectNoSidewaysScroll(page);

      const student = studentApplication({ studentFirstName: 'Noor' });
      const name = `${student.studentFirstName} ${student.studentLastName}`;
      await fillApplicationForm(form, student);
      // A passport is required to submit (docs/product.md §7); the transcript can follow.
      await form
        .locator('input[type="file"]')
        .setInputFiles([pdfFile('passport.pdf'), pdfFile('transcript.pdf')]);
      await expect(form.getByRole('list', { name: 'Selected files' })).toContainText(
        'transcript.pdf',
      );
      await expectNoSidewaysScroll(page);

      await submit.click();
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard/applications', {
        timeout: 20_000,
      });
      await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
      // Phones get cards instead of the table.
      const card = page
        .getByRole('list', { name: 'Applications' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(card).toHaveCount(1);
      // The status badge (the card's "Submitted" date label has the same word).
      await expect(card.locator('[data-slot="badge"]')).toHaveText('Submitted');
      await expectNoSidewaysScroll(page);
    },
  );
});
