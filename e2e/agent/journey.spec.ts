import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_URL,
  AGENT_URL,
  adminChangeStatus,
  anyProgram,
  apiSession,
  chooseCountry,
  createSubmittedApplication,
  DEMO_ADMIN,
  expectOk,
  fetchApplication,
  pdfFile,
  registerAgentViaApi,
  sessionCookies,
  studentApplication,
  useSessionCookies,
} from '../fixtures';

// Screenshots of every step at 1280 and 375 px, for a person to look at; never committed.
const SHOTS = join(import.meta.dirname, '..', 'test-results', 'journey');

async function shoot(page: Page, step: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const wide = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: join(SHOTS, `${step}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, `${step}-375.png`), fullPage: true });
  await page.setViewportSize(wide);
}

async function markDone(page: Page, stage: string): Promise<void> {
  const form = page.getByRole('form', { name: `Record ${stage}` });
  await form.getByRole('button', { name: 'Mark Done' }).click();
  await expect(page.getByRole('form', { name: `Record ${stage}` })).toHaveCount(0);
}

test.describe('the journey from offer to registration', () => {
  test.describe.configure({ timeout: 240_000 });

  test('agent and admin carry an accepted student to registered, with the permit file and the Emirates ID', async ({
    browser,
    request,
  }) => {
    const { api: agentApi } = await registerAgentViaApi({ lastName: `Journey${Date.now()}` });
    const adminApi = await apiSession(DEMO_ADMIN);
    const agentContext = await browser.newContext({ baseURL: AGENT_URL });
    const adminContext = await browser.newContext({ baseURL: ADMIN_URL });
    try {
      await useSessionCookies(agentContext, await sessionCookies(agentApi), AGENT_URL);
      await useSessionCookies(adminContext, await sessionCookies(adminApi), ADMIN_URL);
      const agent = await agentContext.newPage();
      const admin = await adminContext.newPage();
      const program = await anyProgram(request);
      const application = await createSubmittedApplication(
        agentApi,
        program.id,
        studentApplication({
          studentFirstName: 'Mohammed Abdulrahman',
          studentLastName: `Al-Hashimi Bin Rashid ${Date.now().toString(36)}`,
        }),
      );
      await adminChangeStatus(adminApi, application.id, { status: 'accepted-conditional-offer' });

      // 1. The agent sees the journey and records the first two stages.
      await agent.goto(`/dashboard/applications/${application.id}`);
      const journey = agent.getByRole('list', { name: 'Journey stages' });
      await expect(journey).toBeVisible({ timeout: 30_000 });
      await expect(journey.getByRole('listitem')).toHaveCount(9);
      await markDone(agent, 'Offer accepted and deposit paid');
      await markDone(agent, 'Visa file complete');
      await expect(agent.getByText('Waiting on the admin team.')).toBeVisible();
      await shoot(agent, '01-agent-visa-file-complete');

      // 2. The admin team applies for the entry permit, then records it issued with its file.
      await expectOk(
        await adminApi.post(`/api/admin/applications/${application.id}/university-documents`, {
          multipart: {
            universityDocumentType: 'visa-documents',
            file: pdfFile('entry-permit.pdf'),
          },
        }),
        'upload the entry permit',
      );
      await admin.goto(`/applications/${application.id}`);
      const applied = admin.getByRole('form', { name: 'Record Entry permit applied' });
      await expect(applied).toBeVisible({ timeout: 30_000 });
      await applied.getByLabel('Issuing authority').selectOption('gdrfa-dubai');
      await applied.getByLabel('Extra security check').check();
      await markDone(admin, 'Entry permit applied');
      const issued = admin.getByRole('form', { name: 'Record Entry permit issued' });
      await issued.getByLabel("File (from the university's documents)").selectOption({
        label: 'Visa documents: entry-permit.pdf',
      });
      await markDone(admin, 'Entry permit issued');
      await expect(admin.getByText(/^Valid until /)).toBeVisible();
      await expect(admin.getByText('Security check under way')).toBeVisible();
      await shoot(admin, '02-admin-permit-issued');

      // 3. The agent records arrival, the medical test and biometrics.
      await agent.reload();
      for (const stage of [
        'Arrived in the UAE',
        'Medical test done',
        'Emirates ID biometrics done',
      ]) {
        await markDone(agent, stage);
      }

      // 4. The admin team records the Emirates ID (kept masked) and the registration.
      await admin.reload();
      const emiratesId = admin.getByRole('form', { name: 'Record Emirates ID issued' });
      await emiratesId
        .getByLabel('Emirates ID number (only the last 4 digits are kept)')
        .fill('784-2004-1234567-8');
      await emiratesId.getByLabel('Emirates ID expiry').fill('2027-09-30');
      await markDone(admin, 'Emirates ID issued');
      await expect(admin.getByText('Emirates ID 784-••••-••••567-8')).toBeVisible();
      await expect(admin.getByText('1234567')).toHaveCount(0);
      await markDone(admin, 'Registered at the university');
      await expect(admin.getByText('Completed').first()).toBeVisible();
      await shoot(admin, '03-admin-registered');

      // 5. Registered completed the application: the agent sees every stage done.
      expect((await fetchApplication(agentApi, application.id)).status).toBe('completed');
      await agent.reload();
      await expect(journey.getByText(/^Done /)).toHaveCount(9);
      await expect(agent.getByRole('heading', { name: 'Visa Checklist' })).toBeVisible();
      await shoot(agent, '04-agent-registered');

      // 6. The printable checklist of a nationality, from the workspace's Visa checklist page.
      await agent.goto('/dashboard/visa-checklist');
      await chooseCountry(agent.getByLabel('Nationality'), 'Syrian Arab Republic');
      await expect(agent).toHaveURL(/country=SY/);
      await expect(agent.getByRole('heading', { name: /Syria/ })).toBeVisible();
      await expect(agent.getByText('Tenancy contract of the family in the UAE')).toBeVisible();
      await expect(agent.getByRole('button', { name: 'Print' })).toBeVisible();
      await shoot(agent, '06-agent-visa-checklist-syria');
    } finally {
      await agentContext.close();
      await adminContext.close();
      await agentApi.dispose();
      await adminApi.dispose();
    }
  });

  test('an in-country student skips the entry permit', async ({ browser, request }) => {
    const { api: agentApi } = await registerAgentViaApi({ lastName: `InCountry${Date.now()}` });
    const adminApi = await apiSession(DEMO_ADMIN);
    const adminContext = await browser.newContext({ baseURL: ADMIN_URL });
    try {
      await useSessionCookies(adminContext, await sessionCookies(adminApi), ADMIN_URL);
      const admin = await adminContext.newPage();
      const program = await anyProgram(request);
      const application = await createSubmittedApplication(agentApi, program.id);
      await adminChangeStatus(adminApi, application.id, { status: 'accepted-payment-pending' });
      for (const stage of ['offer-accepted', 'visa-file-complete']) {
        await expectOk(
          await agentApi.patch(`/api/applications/${application.id}/journey/${stage}`, {
            data: { doneOn: '2026-08-01' },
          }),
          `record ${stage}`,
        );
      }
      // The agent cannot record the permit themselves, nor arrive before it.
      const refused = await agentApi.patch(`/api/applications/${application.id}/journey/arrived`, {
        data: { doneOn: '2026-08-02' },
      });
      expect(refused.status()).toBe(409);

      await admin.goto(`/applications/${application.id}`);
      for (const stage of ['Entry permit applied', 'Entry permit issued']) {
        const form = admin.getByRole('form', { name: `Record ${stage}` });
        await expect(form).toBeVisible({ timeout: 30_000 });
        await form.getByRole('button', { name: 'Skip…' }).click();
        const skip = admin.getByRole('form', { name: `Skip ${stage}` });
        await skip.getByLabel('Reason for skipping').fill('Student already lives in Sharjah');
        await skip.getByRole('button', { name: 'Skip Stage' }).click();
        await expect(skip).toHaveCount(0);
      }
      await expect(admin.getByText('Reason: Student already lives in Sharjah')).toHaveCount(2);
      await shoot(admin, '05-admin-in-country-skipped');

      const arrived = await agentApi.patch(`/api/applications/${application.id}/journey/arrived`, {
        data: { doneOn: '2026-08-02' },
      });
      expect(arrived.status()).toBe(200);
      expect(await arrived.json()).toMatchObject({ inCountry: true, next: 'medical-done' });
    } finally {
      await adminContext.close();
      await agentApi.dispose();
      await adminApi.dispose();
    }
  });
});
