import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { startingApps, test } from '../fixtures/test';
import {
  AGENT_URL,
  anyProgram,
  apiSession,
  createSubmittedApplication,
  DEMO_ADMIN,
  expectNoSeriousViolations,
  expectOk,
  fetchNotifications,
  longNamedStudentApplication,
  pdfFile,
  registerAgentViaApi,
  sessionCookies,
  useSessionCookies,
} from '../fixtures';

// Screenshots at 1280 and 375 px and the quote's PDF as images, for a person to look at; never committed.
const SHOTS = join(import.meta.dirname, '..', 'test-results', 'student-link');

async function shoot(page: Page, step: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const wide = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, `${step}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, `${step}-375.png`), fullPage: true });
  await page.setViewportSize(wide);
}

test.describe("the student's link", () => {
  test.describe.configure({ timeout: 180_000 });

  test('quote → link → the student uploads a requested document → the agent is notified; revoked, the page says so', async ({
    browser,
    request,
  }) => {
    const { api: agentApi } = await registerAgentViaApi({ agencyName: 'Horizon Study Partners' });
    const adminApi = await apiSession(DEMO_ADMIN);
    const program = await anyProgram(request);
    // The admin team keeps a rate for rupees and the university's visa fee; insurance and deposit
    // stay unknown, so the quote says "ask us" for them.
    await expectOk(
      await adminApi.put('/api/admin/currency-rates', {
        data: { rates: [{ currency: 'INR', unitsPerAed: 22.75, setOn: '2026-11-20' }] },
      }),
      'PUT /api/admin/currency-rates',
    );
    await expectOk(
      await adminApi.put(`/api/admin/universities/${program.universityId}/fee-lines`, {
        data: {
          tuitionVat: false,
          lines: [
            {
              label: 'Student visa and Emirates ID',
              kind: 'visa',
              amountAed: 3_500,
              source: 'University fee schedule 2026',
            },
          ],
        },
      }),
      'PUT fee lines',
    );
    const application = await createSubmittedApplication(
      agentApi,
      program.id,
      longNamedStudentApplication(),
    );
    const { studentId } = (await (
      await agentApi.get(`/api/applications/${application.id}`)
    ).json()) as {
      studentId: number;
    };
    await expectOk(
      await adminApi.post(`/api/admin/applications/${application.id}/document-requests`, {
        data: {
          items: [{ documentType: 'transcript' }],
          note: 'Internal: the scan was unreadable',
        },
      }),
      'request a transcript',
    );

    const agentContext = await browser.newContext({ baseURL: AGENT_URL });
    const studentContext = await browser.newContext({ baseURL: AGENT_URL });
    try {
      await useSessionCookies(agentContext, await sessionCookies(agentApi), AGENT_URL);
      const agent = startingApps(await agentContext.newPage());

      // 1. The agent makes a quote on the student's page: the program, in rupees.
      await agent.goto(`/dashboard/students/${studentId}`);
      await agent.getByRole('button', { name: 'Make a quote' }).click();
      const dialog = agent.getByRole('dialog');
      await dialog
        .getByRole('searchbox', { name: 'Search programs or universities' })
        .fill(program.name);
      await dialog
        .getByRole('button', { name: `Add ${program.name} to the quote` })
        .first()
        .click();
      await dialog.getByLabel("The student's currency").selectOption('INR');
      await dialog.getByRole('button', { name: 'Make quote' }).click();
      await expect(agent).toHaveURL(/\/dashboard\/quotes\/\d+$/);
      // One program is "1 program", not "1 programs".
      await expect(agent.getByText(/^1 program for Mohammed Abdulrahman/)).toBeVisible();
      await expect(
        agent.getByRole('heading', { name: /^Quote for Mohammed Abdulrahman/ }),
      ).toBeVisible();
      await expect(agent.getByText('Student visa and Emirates ID')).toBeVisible();
      await expect(agent.getByText('ask us', { exact: true }).first()).toBeVisible();
      await expect(agent.getByText('Horizon Study Partners').first()).toBeVisible();
      await expectNoSeriousViolations(agent, 'the quote page');
      await shoot(agent, '01-agent-quote');

      // The PDF, drawn on the server, rendered to images for a person to look at.
      const quoteId = /\/dashboard\/quotes\/(\d+)$/.exec(agent.url())![1];
      const pdf = await agentApi.get(`/api/quotes/${quoteId}/pdf`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const body = await pdf.body();
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      mkdirSync(SHOTS, { recursive: true });
      writeFileSync(join(SHOTS, 'quote.pdf'), body);
      try {
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          join(SHOTS, 'quote.pdf'),
          join(SHOTS, '02-quote-pdf'),
        ]);
      } catch {
        // pdftoppm (poppler-utils) is a convenience for looking; the PDF itself was checked above.
      }

      // 2. The agent makes the student's link (e-mailed too) and copies it.
      await agent.getByRole('button', { name: 'Make a link' }).click();
      const linkBox = agent.getByRole('textbox', { name: "The student's link" });
      await expect(linkBox).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
      const url = await linkBox.inputValue();

      // 3. The student opens it: no account, the quote, the application's status, the request.
      const student = startingApps(await studentContext.newPage());
      const opened = await student.goto(url);
      expect(opened?.status()).toBe(200);
      await expect(
        student.getByRole('heading', { name: 'Hello Mohammed Abdulrahman' }),
      ).toBeVisible();
      await expect(student.getByText('Incomplete')).toBeVisible();
      await expect(student.getByText('Internal: the scan was unreadable')).toHaveCount(0);
      await expect(student.getByText(/commission/i)).toHaveCount(0);
      await expectNoSeriousViolations(student, "the student's page");
      await shoot(student, '03-student-page');
      await student.getByLabel('I prefer this program').first().check();
      await student.getByRole('button', { name: 'Save my choice' }).click();
      await expect(student.getByText('Choice saved').first()).toBeVisible();
      await student.getByLabel('Transcript').setInputFiles(pdfFile('transcript.pdf'));
      await student.getByRole('button', { name: 'Upload Transcript' }).click();
      await expect(student.getByText('Transcript: received, thank you.')).toBeVisible();
      await shoot(student, '04-student-uploaded');

      // 4. The agent is notified, and the transcript is on the application.
      await expect
        .poll(async () => (await fetchNotifications(agentApi)).map((item) => item.title))
        .toContain('The student uploaded a document');
      const documents = (await (
        await agentApi.get(`/api/applications/${application.id}/documents`)
      ).json()) as Array<{
        documentType: string;
      }>;
      expect(documents.map((document) => document.documentType)).toContain('transcript');

      // 5. The agent revokes the link; the student's page says it is no longer available (404).
      await agent.reload();
      await agent.getByRole('button', { name: 'Revoke' }).click();
      await agent.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(agent.getByText('Revoked', { exact: true })).toBeVisible();
      const gone = await student.goto(url);
      expect(gone?.status()).toBe(404);
      await expect(
        student.getByRole('heading', { name: 'This link is no longer available' }),
      ).toBeVisible();
      await expectNoSeriousViolations(student, 'the revoked link page');
      await shoot(student, '05-student-link-revoked');
    } finally {
      await agentContext.close();
      await studentContext.close();
    }
  });
});
