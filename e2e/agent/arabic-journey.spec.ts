import { expect, type Page } from '@playwright/test';
import { startingApps, test } from '../fixtures/test';
import {
  ADMIN_URL,
  chooseArabic,
  DEMO_ADMIN,
  expectNoSeriousViolations,
  fillApplicationForm,
  inArabic,
  isAt,
  newAgent,
  pdfFile,
  searchParam,
  signUpAgent,
  studentApplication,
} from '../fixtures';

/** An application status as the badges and the status menu say it. */
const status = (english: string) => inArabic(english, {}, 'application status');

/** The document is Arabic, right to left, with no sideways scrolling. */
async function expectArabicPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(1);
}

/**
 * docs/product.md §1: the main journey — catalogue → sign-up → apply with documents → the admin
 * team's decision → the agent sees it — walked in Arabic, every step found by its Arabic text (read
 * from the catalogs, so a wording change does not break the walk), axe on the pages on the way.
 */
test.describe('the main journey in Arabic', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a visitor finds a program, signs up, applies with a document; the admin team decides; the agent sees it', async ({
    page,
    context,
    browser,
  }) => {
    await chooseArabic(context);

    // The catalogue, server-rendered in Arabic.
    await page.goto('/programs');
    await expectArabicPage(page);
    const detailsLink = page
      .getByRole('link', {
        name: new RegExp(`^${inArabic('View Details<0> for {0}</0>', { 0: '' })}`),
      })
      .first();
    await expect(detailsLink).toBeVisible();
    await expectNoSeriousViolations(page, 'the catalogue in Arabic');
    await detailsLink.click();
    await expect(page).toHaveURL(isAt(/^\/programs\/\d+$/));
    const programId = Number(new URL(page.url()).pathname.split('/').pop());
    await expectArabicPage(page);
    await expectNoSeriousViolations(page, 'a program page in Arabic');

    // Apply Now leads a visitor to sign up, then back to the form.
    await page
      .getByRole('main')
      .getByRole('link', { name: inArabic('Apply Now<0/>') })
      .first()
      .click();
    await expect(page).toHaveURL(isAt(/^\/auth$/));
    expect(searchParam(page.url(), 'redirect')).toBe(`/apply/${programId}`);
    await page
      .getByRole('button', { name: inArabic('Sign Up'), exact: true })
      .first()
      .click();
    const agent = newAgent({ firstName: 'محمد', lastName: 'Al-Hashimi Bin Rashid' });
    const signUp = page.getByRole('form', { name: inArabic('Sign up') });
    await signUp.getByLabel(inArabic('Email'), { exact: true }).fill(agent.email);
    await signUp.getByLabel(inArabic('Password'), { exact: true }).fill(agent.password);
    await signUp.getByLabel(inArabic('First Name'), { exact: true }).fill(agent.firstName);
    await signUp.getByLabel(inArabic('Last Name'), { exact: true }).fill(agent.lastName);
    await signUp.getByLabel(inArabic('Agency Name'), { exact: true }).fill(agent.agencyName);
    await signUp.getByLabel(inArabic('Country'), { exact: true }).fill(agent.country);
    await signUp.getByLabel(inArabic('Phone Number'), { exact: true }).fill(agent.phone);
    await expectNoSeriousViolations(page, 'sign-up in Arabic');
    await signUp.getByRole('button', { name: inArabic('Sign Up'), exact: true }).click();
    await expect(page).toHaveURL(isAt(new RegExp(`^/apply/${programId}$`)));

    // The application form, in Arabic, with a document.
    await expectArabicPage(page);
    const form = page.getByRole('form', { name: inArabic('Application form') });
    await expect(form).toBeVisible();
    const student = studentApplication({ studentFirstName: 'Aisha' });
    const studentName = `${student.studentFirstName} ${student.studentLastName}`;
    await fillApplicationForm(form, student, (english) => inArabic(english));
    await form.locator('input[type="file"]').setInputFiles([pdfFile('passport.pdf')]);
    await expectNoSeriousViolations(page, 'the application form in Arabic');
    const submit = form.locator('button[type="submit"]');
    await expect(submit).toHaveText(inArabic('Submit Application'));
    await submit.click();
    await expect(page).toHaveURL(isAt(/^\/dashboard\/applications$/), { timeout: 30_000 });
    await expect(page.getByText(inArabic('Application Submitted'), { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: studentName });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(status('Submitted'), { exact: true })).toBeVisible();
    await expectArabicPage(page);
    await expectNoSeriousViolations(page, 'the applications list in Arabic');
    const editLink = row.getByRole('link', {
      name: inArabic('Edit application for {studentName}', { studentName }),
    });
    const applicationId = Number((await editLink.getAttribute('href'))?.split('/')[3]);
    expect(applicationId).toBeGreaterThan(0);

    // The admin team decides, in the Arabic console.
    const adminContext = await browser.newContext();
    try {
      await chooseArabic(adminContext);
      const admin = startingApps(await adminContext.newPage());
      await admin.goto(`${ADMIN_URL}/sign-in`);
      await expectArabicPage(admin);
      await admin.getByLabel(inArabic('Email'), { exact: true }).fill(DEMO_ADMIN.email);
      await admin.getByLabel(inArabic('Password'), { exact: true }).fill(DEMO_ADMIN.password);
      await admin.getByRole('button', { name: inArabic('Sign In'), exact: true }).click();
      await expect(admin).not.toHaveURL(isAt(/^\/sign-in$/));
      await admin.goto(
        `${ADMIN_URL}/applications?view=all&search=${encodeURIComponent(studentName)}`,
      );
      await expectArabicPage(admin);
      const adminRow = admin.getByRole('main').getByRole('row').filter({ hasText: studentName });
      await expect(adminRow).toHaveCount(1);
      await adminRow
        .getByRole('button', {
          name: inArabic('Change status of application #{id} ({name})', {
            id: applicationId,
            name: studentName,
          }),
        })
        .click();
      const dialog = admin.getByRole('dialog', { name: inArabic('Change Application Status') });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(inArabic('New Status'), { exact: true }).click();
      await admin.getByRole('option', { name: status('Under review'), exact: true }).click();
      await dialog
        .getByLabel(inArabic('Status Change Notes'), { exact: true })
        .fill('النسخة مكتملة');
      await expectNoSeriousViolations(admin, 'the change-status dialog in Arabic');
      await dialog.getByRole('button', { name: inArabic('Update Status'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(adminRow.getByText(status('Under review'), { exact: true })).toBeVisible();
    } finally {
      await adminContext.close();
    }

    // The agent sees the decision, in Arabic.
    await page.reload();
    await expect(row.getByText(status('Under review'), { exact: true })).toBeVisible();
    await page.goto(`/dashboard/applications/${applicationId}`);
    await expectArabicPage(page);
    await expect(page.getByText('النسخة مكتملة').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the application page in Arabic');
  });

  test('a signed-in agent switches the workspace to Arabic: its own texts change on the same page', async ({
    page,
  }) => {
    // The workspace's texts are a catalog of their own, loaded with the signed-in area
    // (docs/decisions/075-english-inline.md); this one is only there.
    const subtitle = 'Track your applications, pick up where you left off and find new programs.';
    await signUpAgent(page);
    await page.goto('/dashboard');
    await expect(page.getByText(subtitle)).toBeVisible();
    await page.getByRole('button', { name: 'Show this page in العربية' }).first().click();
    await expectArabicPage(page);
    await expect(page.getByText(inArabic(subtitle))).toBeVisible();
    await expect(page).toHaveURL(isAt(/^\/dashboard$/));
  });
});
