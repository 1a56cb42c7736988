import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  agentAndAdminPages,
  anyProgram,
  applyForm,
  closePages,
  fillApplicationForm,
  pdfFile,
  registerAgentViaApi,
  stepScreenshots,
  studentApplication,
} from '../fixtures';

const shoot = stepScreenshots('conversation');

test.describe('the conversation around an application', () => {
  // The whole loop between an agent and the admissions team, in two browsers.
  test.describe.configure({ timeout: 240_000 });

  test('agent and admin take an application from checklist to offer letter', async ({
    browser,
    request,
  }) => {
    const { api: agentApi } = await registerAgentViaApi({ lastName: `Conv${Date.now()}` });
    const { adminApi, agent, admin } = await agentAndAdminPages(browser, agentApi);
    try {
      const program = await anyProgram(request);
      const student = studentApplication({
        studentFirstName: 'Layla',
        studentLastName: `Conv${Date.now()}`,
      });
      const name = `${student.studentFirstName} ${student.studentLastName}`;

      // 1. The agent starts an application: the program's checklist, and the gate said before the click.
      await agent.goto(`/apply/${program.id}`);
      const form = applyForm(agent);
      // The first page of a fresh server on a busy machine.
      await expect(form).toBeVisible({ timeout: 30_000 });
      await fillApplicationForm(form, student);
      await form.locator('input[type="file"]').setInputFiles(pdfFile('transcript.pdf'));
      // The sidebar's checklist counts the file chosen in the form.
      const required = agent
        .getByRole('complementary', { name: 'Program summary' })
        .getByRole('list', { name: 'Required documents' });
      await expect(required).toContainText('Passport · Not chosen yet');
      await expect(required).toContainText('Transcript · Chosen');
      await expect(form.getByRole('note')).toContainText('Required to submit: Passport');
      await shoot(agent, '01-apply-without-passport');

      // 2. Without a passport the button says so before the click, and saves a draft.
      await form.getByRole('button', { name: 'Save as draft — Passport missing' }).click();
      await expect(agent).toHaveURL(/\/dashboard\/applications\/\d+\/edit$/, { timeout: 20_000 });
      await expect(
        agent.getByText('Add the Passport and submit the application here.', { exact: true }),
      ).toBeVisible();
      const applicationId = Number(/applications\/(\d+)/.exec(agent.url())?.[1]);
      const checklist = agent.getByRole('list', { name: 'Required documents' });
      await expect(
        checklist.locator('[data-state="missing"]').filter({ hasText: 'Passport' }),
      ).toBeVisible();
      await shoot(agent, '02-refused-draft');

      // 3. The agent uploads the passport and submits.
      const editForm = agent.getByRole('form', { name: 'Edit application' });
      await editForm.locator('input[type="file"]').setInputFiles(pdfFile('passport.pdf'));
      await editForm.getByRole('button', { name: 'Submit Application' }).click();
      await expect(agent).toHaveURL(/\/dashboard\/applications$/, { timeout: 20_000 });
      const listed = agent.getByRole('row').filter({ hasText: name });
      await expect(listed).toContainText('Submitted');
      await shoot(agent, '03-submitted-list');

      // 4. The admin finds it in the queue (applications needing an admin, oldest first).
      await admin.goto('/applications');
      const queued = admin.getByRole('main').getByRole('row').filter({ hasText: name });
      await expect(queued).toBeVisible();
      await expect(queued).toContainText('New');
      await shoot(admin, '04-admin-queue');

      // 5. The admin rejects the transcript with a reason and requests a bank statement.
      await admin.goto(`/applications/${applicationId}`);
      await admin.getByRole('button', { name: 'Reject transcript.pdf' }).click();
      const reject = admin.getByRole('dialog', { name: 'Reject Document' });
      await reject.getByLabel('Reason').fill('The scan is unreadable; please send a clearer copy.');
      await reject.getByRole('button', { name: 'Reject Document' }).click();
      await expect(reject).toBeHidden();
      await admin.getByRole('button', { name: 'Request Documents' }).click();
      const ask = admin.getByRole('dialog', { name: 'Request Documents' });
      // The request starts at the document the checklist still lacks; a bank statement is none of
      // the checklist's types, so the admin describes it instead.
      await expect(ask.getByLabel('Document', { exact: true })).toHaveText('English proficiency');
      await ask.getByLabel('Document', { exact: true }).click();
      await admin.getByRole('option', { name: 'Something else (describe it)' }).click();
      await ask.getByLabel('Description', { exact: true }).fill('Bank statement');
      await ask
        .getByLabel('Note to the agent (optional)')
        .fill('The last three months, stamped by the bank.');
      await ask.getByRole('button', { name: 'Send Request' }).click();
      await expect(ask).toBeHidden();
      await expect(admin.getByRole('list', { name: 'Document requests' })).toContainText(
        'Bank statement',
      );
      await shoot(admin, '05-admin-rejected-and-requested');

      // 6. The agent sees both, answers in the thread and uploads.
      await agent.goto(`/dashboard/applications/${applicationId}`);
      const requests = agent.getByRole('list', { name: 'Open requests' });
      await expect(requests).toContainText('Bank statement', { timeout: 30_000 });
      await expect(requests).toContainText('The last three months, stamped by the bank.');
      // The rejected transcript is an open request too, with its reason and a Replace.
      await expect(requests).toContainText('Transcript (rejected)');
      await expect(requests.getByText(/Reason: The scan is unreadable/)).toBeVisible();
      await shoot(agent, '06-agent-sees-requests');
      const thread = agent.getByRole('form', { name: 'Send a message' });
      await thread
        .getByLabel('Message')
        .fill('Here they are. Bank details: https://example.com/bank <b>not bold</b>');
      await thread.getByRole('button', { name: 'Send' }).click();
      const messages = agent.getByRole('list', { name: 'Messages' });
      await expect(messages).toContainText('<b>not bold</b>');
      await expect(
        messages.getByRole('link', { name: 'https://example.com/bank' }),
      ).toHaveAttribute('rel', /noopener/);
      await agent.getByLabel('Upload Bank statement').setInputFiles(pdfFile('bank-statement.pdf'));
      await expect(requests).not.toContainText('Bank statement', { timeout: 20_000 });
      await agent
        .getByLabel('Replace Transcript (rejected)')
        .setInputFiles(pdfFile('transcript-clear.pdf'));
      await expect(requests).toBeHidden({ timeout: 20_000 });
      await expect(agent.getByText('transcript-clear.pdf').first()).toBeVisible({
        timeout: 20_000,
      });
      await shoot(agent, '07-agent-answered');

      // 7. The admin reads the reply, verifies everything, forwards it and adds the offer letter.
      await admin.goto(`/applications/${applicationId}`);
      await expect(admin.getByRole('list', { name: 'Messages' })).toContainText('Here they are.');
      for (const file of ['passport.pdf', 'transcript-clear.pdf']) {
        await admin.getByRole('button', { name: `Verify ${file}` }).click();
        await expect(admin.getByRole('button', { name: `Verify ${file}` })).toBeHidden();
      }
      await admin.getByRole('button', { name: 'Change Status' }).first().click();
      const status = admin.getByRole('dialog', { name: 'Change Application Status' });
      await status.getByLabel('New Status', { exact: true }).click();
      await admin.getByRole('option', { name: 'Submitted to university', exact: true }).click();
      // The forward is guarded: what is not verified is listed, and the admin confirms.
      await expect(status.getByRole('list', { name: 'Documents not verified' })).toContainText(
        'English proficiency (missing)',
      );
      await expect(status.getByRole('button', { name: 'Update Status' })).toBeDisabled();
      await status.getByLabel('Forward to the university anyway').check();
      await status.getByRole('button', { name: 'Update Status' }).click();
      await expect(status).toBeHidden();
      await admin.getByLabel('File', { exact: true }).setInputFiles(pdfFile('offer-letter.pdf'));
      await admin.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(
        admin.getByRole('list', { name: 'Documents from the university' }),
      ).toContainText('offer-letter.pdf');
      await shoot(admin, '08-admin-forwarded-with-offer');

      // 8. The agent downloads the offer letter and sees the decision clock.
      await agent.goto(`/dashboard/applications/${applicationId}`);
      const fromUniversity = agent.getByRole('list', { name: 'Documents from the university' });
      await expect(fromUniversity).toContainText('Offer letter');
      await expect(agent.getByText(/With the university for 0 days/)).toBeVisible();
      await expect(agent.getByRole('list', { name: 'Messages' }).getByText(/Read /)).toBeVisible();
      const download = agent.waitForEvent('download');
      await fromUniversity.getByRole('link', { name: 'Download offer-letter.pdf' }).click();
      expect((await download).suggestedFilename()).toBe('offer-letter.pdf');
      await shoot(agent, '09-agent-offer-and-clock');
    } finally {
      await closePages(agent, admin);
      await agentApi.dispose();
      await adminApi.dispose();
    }
  });
});
