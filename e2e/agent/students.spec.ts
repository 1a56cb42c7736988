import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  applyForm,
  fillApplicationForm,
  pdfFile,
  signUpAgent,
  studentApplication,
  type ProgramSummary,
  isAt,
} from '../fixtures';

/** "YYYY-MM-DD", `days` after today. */
function daysAhead(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function twoPrograms(page: Page): Promise<[ProgramSummary, ProgramSummary]> {
  const response = await page.request.get('/api/programs?limit=2');
  expect(response.ok()).toBe(true);
  const [first, second] = (await response.json()) as ProgramSummary[];
  if (!first || !second) throw new Error('The demo catalogue needs two programs');
  return [first, second];
}

test.describe('students: documents on file and expiry', () => {
  // Two applications, two uploads' worth of page loads and the student pages in between.
  test.describe.configure({ timeout: 180_000 });

  test('a passport uploaded with one application is attached to the next without uploading again', async ({
    page,
  }) => {
    await signUpAgent(page);
    const [program] = await twoPrograms(page);
    const expiresOn = daysAhead(60);

    // First application: a new student, the passport uploaded with an expiry date within 90 days.
    await page.goto(`/apply/${program.id}`);
    const form = applyForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByRole('radio', { name: /New student/ })).toBeChecked();
    const student = studentApplication();
    const name = `${student.studentFirstName} ${student.studentLastName}`;
    await fillApplicationForm(form, student);
    await form.locator('input[type="file"]').setInputFiles(pdfFile('passport.pdf'));
    await form.getByLabel('Expiry date (optional) of passport.pdf').fill(expiresOn);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(isAt(/^\/dashboard\/applications$/), { timeout: 20_000 });
    await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();

    // The students list shows the student with one application and an expiring document.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Students' })
      .click();
    await expect(page).toHaveURL(isAt(/^\/dashboard\/students$/));
    const row = page.getByRole('row', { name: `${name}: open the student` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(student.studentEmail);
    await expect(row).toContainText(student.studentNationality);
    await expect(row).toContainText('Submitted');
    await expect(row).toContainText('1 expiring');

    // The search narrows the list and is kept in the address.
    await page.getByRole('searchbox', { name: 'Search students' }).fill(student.studentLastName);
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('search') === student.studentLastName,
    );
    await expect(row).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search students' }).fill('no-such-student-xyz');
    await expect(page.getByText('No students match “no-such-student-xyz”')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(row).toBeVisible();

    // The student page: the passport on file with its expiry date and warning.
    await row.click();
    await expect(page).toHaveURL(isAt(/^\/dashboard\/students\/\d+$/));
    const studentId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const onFile = page.getByRole('list', { name: 'Documents on file' });
    const passport = onFile.getByRole('listitem').filter({ hasText: 'passport.pdf' });
    await expect(passport).toHaveCount(1);
    // Within 90 days, or — when the application's intake starts later — before the intake.
    await expect(passport).toContainText(
      new RegExp(
        `Expires (in \\d+ days \\(${expiresOn}\\)|on ${expiresOn}, before the intake starts on \\d{4}-\\d{2}-01)`,
      ),
    );
    const applications = page.getByRole('complementary', { name: 'Applications of the student' });
    await expect(applications.getByRole('listitem')).toHaveCount(1);
    await expect(applications).toContainText(program.name);

    // Second application from the student page, for another program: the passport is attached
    // from the file, and no upload is sent.
    let uploads = 0;
    await page.route('**/api/uploads', async (route) => {
      uploads += 1;
      await route.continue();
    });
    await page.getByRole('button', { name: 'New application for this student' }).click();
    const dialog = page.getByRole('dialog', { name: `New Application for ${name}` });
    await expect(dialog).toBeVisible();
    const choices = dialog.getByRole('list', { name: 'Programs' });
    await expect(choices.getByRole('listitem').first()).toBeVisible();
    const other = choices.getByRole('listitem').filter({ hasNotText: program.name }).first();
    const otherName = (await other.locator('p').first().textContent())?.trim() ?? '';
    expect(otherName).not.toBe('');
    await other.getByRole('link', { name: /^Apply to / }).click();
    await expect(page).toHaveURL(
      (url) =>
        /^\/apply\/\d+$/.test(url.pathname) &&
        url.searchParams.get('studentId') === String(studentId),
    );

    const second = applyForm(page);
    await expect(second.getByText(`Applying for ${name}`)).toBeVisible();
    await expect(second.getByRole('radio', { name: /Existing student/ })).toBeChecked();
    await expect(second.getByLabel(/^First Name/)).toHaveValue(student.studentFirstName);
    await expect(second.getByLabel(/^Email/)).toHaveValue(student.studentEmail);
    const attachable = second.getByRole('list', { name: 'Documents on file' });
    // Judged against the chosen intake now: soon, or before the intake starts.
    await expect(attachable).toContainText(
      new RegExp(
        `Expires (in \\d+ days \\(${expiresOn}\\)|on ${expiresOn}, before the intake starts on \\d{4}-\\d{2}-01)`,
      ),
    );
    await attachable.getByRole('checkbox', { name: 'passport.pdf' }).check();
    await second.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(isAt(/^\/dashboard\/applications$/), { timeout: 20_000 });
    await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
    expect(uploads).toBe(0);
    await page.unroute('**/api/uploads');

    // The new application lists the passport on file; the student now has two applications.
    await page.goto(`/dashboard/students/${studentId}`);
    await expect(applications.getByRole('listitem')).toHaveCount(2);
    await applications.getByRole('link', { name: otherName }).click();
    await expect(page).toHaveURL(isAt(/^\/dashboard\/applications\/\d+$/));
    // The checklist files the attached passport under its requirement.
    const passportFiles = page.getByRole('list', { name: 'Passport files' });
    await expect(passportFiles.getByRole('listitem')).toHaveCount(1);
    await expect(passportFiles).toContainText('passport.pdf');
    // Still one file on the student's record: attached, not copied.
    await page.goto(`/dashboard/students/${studentId}`);
    await expect(onFile.getByRole('listitem')).toHaveCount(1);

    // The dashboard's card names the student and the passport, and leads to the student.
    await page.goto('/dashboard');
    const expiring = page.getByRole('list', { name: 'Expiring documents' });
    const entry = expiring.getByRole('listitem').filter({ hasText: 'passport.pdf' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(expiresOn);
    await entry.getByRole('link', { name }).click();
    await expect(page).toHaveURL(isAt(new RegExp(`^/dashboard/students/${studentId}$`)));
  });
});
