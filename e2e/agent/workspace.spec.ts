import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  adminChangeStatus,
  apiSession,
  applyForm,
  DEMO_ADMIN,
  expectRequiredMessages,
  fetchNotifications,
  fillApplicationForm,
  isAt,
  pdfFile,
  pngFile,
  programCards,
  signUpAgent,
  studentApplication,
} from '../fixtures';

/** The bell's unread count as its accessible name states it ("Notifications, 2 unread"). */
async function bellCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  const match = /^Notifications, (\d+) unread$/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

async function unreadFromApi(page: Page): Promise<number> {
  // page.request shares the browser's cookies: this is the signed-in agent asking.
  const response = await page.request.get('/api/notifications');
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as { readAt: string | null }[];
  return items.filter((item) => item.readAt === null).length;
}

test.describe('agent workspace: apply, edit, documents and review', () => {
  // One journey over a dozen page loads, two uploads and an admin's change.
  test.describe.configure({ timeout: 120_000 });

  test('a new agent applies with documents, edits, removes one and sees the admin review', async ({
    page,
  }) => {
    await signUpAgent(page);

    // Browse the catalogue and open a program.
    await page.goto('/programs');
    const card = programCards(page).first();
    await card.getByRole('link', { name: /^View Details/ }).click();
    await expect(page).toHaveURL(isAt(/^\/programs\/\d+$/));
    const programId = Number(new URL(page.url()).pathname.split('/').pop());
    const detail = await page.request.get(`/api/programs/${programId}`);
    expect(detail.ok()).toBe(true);
    const programName = ((await detail.json()) as { name: string }).name;
    // The program's own page, not the catalogue the click came from.
    await expect(page.getByRole('heading', { level: 1, name: programName })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Apply Now' }).first().click();
    await expect(page).toHaveURL(isAt(new RegExp(`^/apply/${programId}$`)));
    const form = applyForm(page);
    await expect(form).toBeVisible();
    await expect(page.getByText(programName).first()).toBeVisible();

    // An empty submit: docs/product.md §6 messages at their fields, nothing sent.
    const submit = form.locator('button[type="submit"]');
    // The program requires a passport to submit: the button says so before the click.
    await expect(submit).toHaveText('Save as draft — Passport missing');
    await submit.click();
    await expectRequiredMessages(form);
    await expect(page).toHaveURL(isAt(new RegExp(`^/apply/${programId}$`)));

    const student = studentApplication();
    const name = `${student.studentFirstName} ${student.studentLastName}`;
    await fillApplicationForm(form, student);
    await form.locator('input[type="file"]').setInputFiles([pdfFile(), pngFile()]);
    const selected = form.getByRole('list', { name: 'Selected files' });
    await expect(selected.getByRole('listitem')).toHaveCount(2);
    await expect(selected).toContainText('passport.pdf');
    await expect(selected).toContainText('ielts-certificate.png');
    await expect(submit).toHaveText('Submit Application');

    // Files this small arrive at once; held back a little, the progress can be seen. Each file is
    // one resumable upload (docs/decisions/038-resumable-uploads.md), created by a POST.
    let uploads = 0;
    await page.route('**/api/uploads', async (route) => {
      uploads += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await submit.click();
    await expect(submit).toHaveText(/^Uploading Documents \(\d{1,3}%\)$/);
    await expect(page).toHaveURL(isAt(/^\/dashboard\/applications$/), { timeout: 20_000 });
    await page.unroute('**/api/uploads');
    expect(uploads).toBe(2);
    await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();

    // The new application is listed as submitted.
    const row = page.getByRole('row', { name: new RegExp(`^${name}, `) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: name, exact: true })).toBeVisible();
    await expect(row.getByText('Submitted', { exact: true })).toBeVisible();

    // Edit: change the notes and save.
    await row.getByRole('link', { name: `Edit application for ${name}` }).click();
    await expect(page).toHaveURL(isAt(/^\/dashboard\/applications\/\d+\/edit$/));
    const applicationId = Number(new URL(page.url()).pathname.split('/')[3]);
    const editForm = page.getByRole('form', { name: 'Edit application' });
    const notes = editForm.getByLabel('Notes', { exact: true });
    await expect(notes).toHaveValue(student.notes);
    const documents = editForm.getByRole('list', { name: 'Documents' });
    await expect(documents.getByRole('listitem')).toHaveCount(2);
    const newNotes = 'Prefers the January intake if September is full.';
    await notes.fill(newNotes);
    await editForm.getByRole('button', { name: 'Update Application' }).click();
    await expect(page.getByText('Application Updated', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(isAt(/^\/dashboard\/applications$/));

    // The change was stored; remove the IELTS certificate (the passport, required to submit, stays
    // while the admin team holds the application).
    await page.goto(`/dashboard/applications/${applicationId}/edit`);
    await expect(notes).toHaveValue(newNotes);
    await documents.getByRole('button', { name: 'Remove ielts-certificate.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Document' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Document Deleted', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(documents.getByRole('listitem')).toHaveCount(1);
    await expect(documents).toContainText('passport.pdf');
    await expect(documents).not.toContainText('ielts-certificate.png');
    await page.reload();
    await expect(documents.getByRole('listitem')).toHaveCount(1);
    await expect(documents).not.toContainText('ielts-certificate.png');

    // An admin moves it to review, elsewhere.
    const unreadBefore = await unreadFromApi(page);
    const admin = await apiSession(DEMO_ADMIN);
    try {
      const changed = await adminChangeStatus(admin, applicationId, {
        status: 'under-review',
        notes: 'Looking good',
      });
      expect(changed.status).toBe('under-review');
    } finally {
      await admin.dispose();
    }

    // After a reload the agent sees it in the history, the bell and the notification list.
    await page.reload();
    const summary = page.getByRole('complementary', { name: 'Application summary' });
    const change = summary.getByRole('listitem').filter({ hasText: 'Looking good' });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('Submitted');
    await expect(change).toContainText('Under review');
    await expect.poll(() => bellCount(page)).toBe(unreadBefore + 1);
    expect(await bellCount(page)).toBeGreaterThanOrEqual(1);

    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const item = page
      .getByRole('menuitem')
      .filter({ hasText: 'Application status changed' })
      .filter({ hasText: `${name}'s application` });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Under review');
    await expect(item).toContainText('Unread:');

    const stored = await fetchNotifications(page.request);
    expect(
      stored.some((entry) => entry.link === `/dashboard/applications/${applicationId}/edit`),
    ).toBe(true);
  });
});
