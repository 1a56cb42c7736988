import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  ADMIN_URL,
  adminChangeStatus,
  agentAndAdminPages,
  anyProgram,
  apiSession,
  chooseCountry,
  closePages,
  createSubmittedApplication,
  DEMO_ADMIN,
  expectOk,
  fetchApplication,
  longNamedStudentApplication,
  pdfFile,
  registerAgentViaApi,
  signedInPage,
  stepScreenshots,
  studentApplication,
} from '../fixtures';

const shoot = stepScreenshots('journey');
// The dialogs' own screenshots go beside the steps'.
const SHOTS = join(import.meta.dirname, '..', 'test-results', 'journey');

/** A dialog at both widths, on a screen tall enough to hold all of it (it sits fixed in the viewport). */
async function shootDialog(page: Page, step: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const wide = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 1800 });
    await page.screenshot({ path: join(SHOTS, `${step}-${width}.png`) });
  }
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
    const { adminApi, agent, admin } = await agentAndAdminPages(browser, agentApi);
    try {
      const program = await anyProgram(request);
      const studentLastName = `Al-Hashimi Bin Rashid ${Date.now().toString(36)}`;
      const application = await createSubmittedApplication(
        agentApi,
        program.id,
        studentApplication({ studentFirstName: 'Mohammed Abdulrahman', studentLastName }),
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
      const student = `Mohammed Abdulrahman ${studentLastName}`;
      await agent.goto('/dashboard');
      const nextSteps = agent.getByRole('list', { name: 'Next steps' });
      await expect(nextSteps.getByRole('link', { name: student })).toBeVisible({ timeout: 30_000 });
      await expect(nextSteps.getByText('Entry permit applied · admin team').first()).toBeVisible();
      await shoot(agent, '01b-agent-dashboard-next-step');
      await agent.goto(`/dashboard/applications/${application.id}`);

      // The console's overview lists it under "Visa stage waiting on us".
      await admin.goto('/');
      const waiting = admin.getByRole('list', { name: 'Visa stage waiting on us' });
      await expect(
        waiting.getByRole('link', { name: `#${application.id} · ${student}` }),
      ).toBeVisible({ timeout: 30_000 });
      await shoot(admin, '01c-admin-overview-waiting-on-us');

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
      await closePages(agent, admin);
      await agentApi.dispose();
      await adminApi.dispose();
    }
  });

  test('an in-country student skips the entry permit', async ({ browser, request }) => {
    const { api: agentApi } = await registerAgentViaApi({ lastName: `InCountry${Date.now()}` });
    const adminApi = await apiSession(DEMO_ADMIN);
    const admin = await signedInPage(browser, adminApi, ADMIN_URL);
    try {
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
      for (const stage of ['medical-done', 'biometrics-done']) {
        await expectOk(
          await agentApi.patch(`/api/applications/${application.id}/journey/${stage}`, {
            data: { doneOn: '2026-08-05' },
          }),
          `record ${stage}`,
        );
      }
      await expectOk(
        await adminApi.patch(
          `/api/admin/applications/${application.id}/journey/emirates-id-issued`,
          {
            data: {
              state: 'done',
              doneOn: '2026-08-20',
              emiratesIdNumber: '784200412345678',
              emiratesIdExpiry: '2027-08-19',
            },
          },
        ),
        'record the Emirates ID',
      );
      await expectOk(
        await adminApi.patch(`/api/admin/applications/${application.id}/journey/registered`, {
          data: { state: 'done', doneOn: '2026-09-01' },
        }),
        'record the registration',
      );
      expect((await fetchApplication(agentApi, application.id)).status).toBe('completed');
      await admin.reload();
      await expect(
        admin.getByRole('list', { name: 'Journey stages' }).getByText(/^Done /),
      ).toHaveCount(7);
      await shoot(admin, '05b-admin-in-country-registered');
    } finally {
      await admin.context().close();
      await agentApi.dispose();
      await adminApi.dispose();
    }
  });

  test('the attestation tracker and the first-year costs, kept by the agent and the admin team', async ({
    browser,
    request,
  }) => {
    const { api: agentApi } = await registerAgentViaApi({ lastName: `Attest${Date.now()}` });
    const { adminApi, agent, admin } = await agentAndAdminPages(browser, agentApi);
    const program = await anyProgram(request);
    const feesUrl = `/api/admin/universities/${program.universityId}/fee-lines`;
    // Whatever the university holds is put back at the end; the walk starts from none.
    const kept = (await (await expectOk(await adminApi.get(feesUrl), 'read the fees')).json()) as {
      tuitionVat: boolean | null;
      lines: unknown[];
    };
    await expectOk(
      await adminApi.put(feesUrl, { data: { tuitionVat: null, lines: [] } }),
      'clear the fees',
    );
    try {
      const application = await createSubmittedApplication(
        agentApi,
        program.id,
        longNamedStudentApplication(),
      );
      await adminChangeStatus(adminApi, application.id, { status: 'accepted-conditional-offer' });

      // 1. The agent ticks the chain's first steps, the Ministry number and the undertaking.
      await agent.goto(`/dashboard/applications/${application.id}`);
      const tracker = agent.getByRole('form', { name: 'Attestation and equivalency' });
      await expect(tracker).toBeVisible({ timeout: 30_000 });
      await expect(tracker.getByText('Provisional admission')).toBeVisible();
      await expect(
        agent.getByText('This university has no visa, insurance or deposit fees on record.'),
      ).toBeVisible();
      await tracker.getByRole('checkbox', { name: 'Issuing education authority' }).check();
      await tracker.getByRole('checkbox', { name: "Issuing country's foreign ministry" }).check();
      await tracker.getByLabel('Ministry of Education application number').fill('MOE-2026-48213');
      await tracker
        .getByRole('checkbox', { name: 'Conditional-admission undertaking signed' })
        .check();
      await expect(tracker.getByLabel('Equivalency deadline')).toHaveCount(0);
      await tracker.getByRole('button', { name: 'Save Tracker' }).click();
      await expect(tracker.getByText('Undertaking signed', { exact: true })).toBeVisible();
      await shoot(agent, '07-agent-attestation');
      // The deadline is the admin team's.
      const moved = await agentApi.put(`/api/applications/${application.id}/attestation`, {
        data: { certificates: [], equivalencyDeadline: '2027-03-01' },
      });
      expect(moved.status()).toBe(403);

      // 2. The admin team enters the university's fees: a visa line from abroad, VAT on tuition.
      await admin.goto('/catalogue');
      await admin.getByRole('tab', { name: 'Universities' }).click();
      await admin.getByRole('button', { name: `Fees for ${program.university.name}` }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Add fee line' }).click();
      await dialog.getByLabel('Fee', { exact: true }).fill('Student visa processing');
      await dialog.getByLabel('Amount (AED)').fill('3150.5');
      await dialog.getByLabel('Applies to').selectOption('from-abroad');
      await dialog.getByLabel('Source').fill('https://www.mdx.ac.ae/student-visa/visa-guidelines');
      await dialog.getByLabel('VAT on tuition').selectOption('yes');
      await shootDialog(admin, '08-admin-fees-dialog');
      await dialog.getByRole('button', { name: 'Save fees' }).click();
      await expect(dialog).toHaveCount(0);

      // 3. The admin team sets the deadline and records the equivalency; the costs show the line.
      await admin.goto(`/applications/${application.id}`);
      const adminTracker = admin.getByRole('form', { name: 'Attestation and equivalency' });
      await expect(adminTracker).toBeVisible({ timeout: 30_000 });
      await expect(adminTracker.getByLabel('Ministry of Education application number')).toHaveValue(
        'MOE-2026-48213',
      );
      await adminTracker.getByLabel('Equivalency deadline').fill('2027-01-15');
      await adminTracker.getByLabel('Equivalency recorded on').fill('2026-12-01');
      await adminTracker.getByRole('button', { name: 'Save Tracker' }).click();
      await expect(adminTracker.getByText('Equivalency recorded Dec 1, 2026')).toBeVisible();
      const costs = admin.getByRole('list', { name: 'First-year costs' });
      await expect(costs.getByText('Student visa processing')).toBeVisible();
      await expect(costs.getByText('AED 3,150.50')).toBeVisible();
      await expect(costs.getByText('VAT on tuition (5%)')).toBeVisible();
      await shoot(admin, '09-admin-attestation-costs');

      // 4. The agent sees admission final, the deadline as the admin set it, and the costs.
      await agent.reload();
      await expect(tracker.getByText('Equivalency recorded Dec 1, 2026')).toBeVisible({
        timeout: 30_000,
      });
      await expect(tracker.getByText('Jan 15, 2027')).toBeVisible();
      await expect(
        agent.getByText('Source: https://www.mdx.ac.ae/student-visa/visa-guidelines'),
      ).toBeVisible();
      await shoot(agent, '10-agent-attestation-recorded');
    } finally {
      await adminApi.put(feesUrl, { data: kept });
      await closePages(agent, admin);
      await agentApi.dispose();
      await adminApi.dispose();
    }
  });
});
