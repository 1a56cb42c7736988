import { expect, type Page } from '@playwright/test';
import { startingApps, test } from '../fixtures/test';
import {
  pdfFile,
  ADMIN_URL,
  apiSession,
  applyForm,
  DEMO_ADMIN,
  expectOk,
  fillApplicationForm,
  logIn,
  signUpAgent,
  studentApplication,
  type ProgramSummary,
  isAt,
} from '../fixtures';

const PENDING =
  'Your account is waiting for approval. You can save drafts, and submit them once an admin approves your account.';

async function firstProgram(page: Page): Promise<ProgramSummary> {
  const response = await page.request.get('/api/programs?limit=1');
  const [program] = (await response.json()) as ProgramSummary[];
  if (!program) throw new Error('The demo catalogue needs a program');
  return program;
}

test.describe('agent approval', () => {
  test.describe.configure({ timeout: 300_000 });

  test('sign-up → pending (drafts only) → the admin approves in the queue → the agent submits', async ({
    page,
    browser,
  }) => {
    // The admin turns "Require approval" on in the console's Settings.
    const adminContext = await browser.newContext();
    const admin = startingApps(await adminContext.newPage());
    await logIn(admin, DEMO_ADMIN, `${ADMIN_URL}/sign-in`);
    await admin.goto(`${ADMIN_URL}/settings`);
    await admin.getByLabel('Require approval').check();
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText('Settings saved', { exact: true })).toBeVisible();

    try {
      // A new agent signs up, is pending and unverified, and is told so on every workspace page.
      const agent = await signUpAgent(page, { agencyName: 'Pending Horizons Education' });
      await page.goto('/dashboard');
      await expect(page.getByText(PENDING)).toBeVisible();
      await expect(page.getByText('Please verify your email address.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resend link' })).toBeVisible();

      // Before any click, the Apply page says the application will only be saved as a draft.
      const program = await firstProgram(page);
      await page.goto(`/apply/${program.id}`);
      const form = applyForm(page);
      await expect(form).toBeVisible({ timeout: 30_000 });
      await expect(form.getByRole('note').filter({ hasText: PENDING })).toBeVisible();
      await fillApplicationForm(form, studentApplication());
      // The passport the university needs before submission goes with the draft.
      await form.locator('input[type="file"]').setInputFiles(pdfFile('passport.pdf'));
      await form.getByRole('button', { name: 'Save as Draft' }).click();
      await expect(page).toHaveURL(isAt(/^\/dashboard\/applications\/\d+\/edit$/), {
        timeout: 20_000,
      });
      const applicationId = Number(page.url().match(/applications\/(\d+)\/edit/)?.[1]);
      await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);

      // The API refuses a submission with a clear 403 in the error shape.
      const refused = await page.request.post(`/api/applications/${applicationId}/submit`, {
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN', message: PENDING });

      // The admin finds the agent in Approvals, with the 48-hour clock, and approves them.
      await admin.goto(`${ADMIN_URL}/approvals`);
      const queue = admin.getByRole('list', { name: 'Agents waiting for approval' });
      await expect(queue).toBeVisible({ timeout: 30_000 });
      const row = queue.getByRole('listitem').filter({ hasText: agent.email });
      await expect(row).toContainText(/Answer due in 4[78] h/);
      await row.getByRole('button', { name: /^Approve/ }).click();
      await expect(admin.getByText('Agent approved', { exact: true })).toBeVisible();
      await expect(queue.getByRole('listitem').filter({ hasText: agent.email })).toHaveCount(0);

      // The agent's banner is gone and they submit the draft from its edit page.
      await page.goto(`/dashboard/applications/${applicationId}/edit`);
      const submit = page.getByRole('button', { name: 'Submit Application' });
      await expect(submit).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(PENDING)).toHaveCount(0);
      await submit.click();
      await expect
        .poll(async () => {
          const response = await page.request.get(`/api/applications/${applicationId}`);
          return ((await response.json()) as { status: string }).status;
        })
        .toBe('submitted');
    } finally {
      // Later specs expect today's default.
      const api = await apiSession(DEMO_ADMIN);
      await expectOk(
        await api.put('/api/admin/settings', { data: { agentApproval: 'automatic' } }),
        'reset the approval setting',
      );
      await api.dispose();
      await adminContext.close();
    }
  });
});
