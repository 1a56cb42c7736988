import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  ADMIN_URL,
  adminChangeStatus,
  AGENT_URL,
  anyProgram,
  apiContext,
  apiSession,
  createDraftApplication,
  createSubmittedApplication,
  chooseArabic,
  DEMO_ADMIN,
  expectNoSeriousViolations,
  expectOk,
  pdfFile,
  registerAgentViaApi,
  saveArabic,
  sessionCookies,
  studentApplication,
  uploadDocument,
  useSessionCookies,
  type SessionCookies,
} from '../fixtures';
import { AUDITED_PAGES, type AuditData } from './audited-pages';

/**
 * docs/product.md §12: axe (WCAG 2.0/2.1 A and AA) on every page of both apps, with real data on screen; no
 * serious or critical violation is allowed. The mobile project repeats the pages marked `mobile`.
 */
test.describe('accessibility of every page', () => {
  let data: AuditData;
  const cookies: Record<'agent' | 'admin', SessionCookies> = { agent: [], admin: [] };

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const { api: agentApi, userId } = await registerAgentViaApi({
      firstName: 'Layla',
      lastName: 'Accessible',
    });
    const admin = await apiSession(DEMO_ADMIN);
    const visitor = await apiContext();
    try {
      const program = await anyProgram(agentApi);
      const student = studentApplication({ studentFirstName: 'Maya' });
      const application = await createSubmittedApplication(agentApi, program.id, student);
      const draft = await createDraftApplication(agentApi, program.id);
      await uploadDocument(agentApi, application.id, pdfFile('passport-scan.pdf'));
      // A status change gives the history, the audit log and the agent's notifications an entry.
      await adminChangeStatus(admin, application.id, {
        status: 'under-review',
        notes: 'Checking the transcript',
      });
      // A rejected one puts every badge tone on the lists (the danger tint is the darkest test).
      const rejected = await createSubmittedApplication(agentApi, program.id);
      await adminChangeStatus(admin, rejected.id, {
        status: 'rejected',
        rejectionReason: 'The program needs a bachelor degree.',
      });
      await expectOk(
        await visitor.post('/api/contact', {
          data: {
            name: 'Omar Visitor',
            email: 'omar.visitor@e2e.uniguide.test',
            subject: 'Partnership question',
            message: 'How do commissions work for postgraduate programs?',
          },
        }),
        'POST /api/contact',
      );
      const students = await agentApi.get('/api/students');
      await expectOk(students, 'GET /api/students');
      const onFile = ((await students.json()) as { id: number; email: string }[]).find(
        (row) => row.email === student.studentEmail,
      );
      if (!onFile) throw new Error('The application did not put its student on file');
      data = {
        programId: program.id,
        programName: program.name,
        universityId: program.universityId,
        universityName: program.university.name,
        applicationId: application.id,
        draftId: draft.id,
        studentName: `${student.studentFirstName} ${student.studentLastName}`,
        studentId: onFile.id,
        agentUserId: userId,
      };
      cookies.agent = await sessionCookies(agentApi);
      cookies.admin = await sessionCookies(admin);
    } finally {
      await Promise.all([agentApi.dispose(), admin.dispose(), visitor.dispose()]);
    }
  });

  for (const audited of AUDITED_PAGES) {
    test(
      `${audited.name} has no serious or critical violations`,
      audited.mobile ? { tag: '@mobile' } : {},
      async ({ page, context }) => {
        const origin = audited.host === 'admin' ? ADMIN_URL : AGENT_URL;
        if (audited.session !== 'none') {
          await useSessionCookies(context, cookies[audited.session], origin);
        }
        await page.goto(`${origin}${audited.path(data)}`);
        await expect(
          page.getByRole('heading', { level: 1, name: audited.heading(data) }).first(),
        ).toBeVisible();
        await audited.open?.(page, data);
        await expectNoSeriousViolations(page, `${audited.name} (${page.url()})`);
      },
    );
  }

  // The same pages in Arabic, right to left (docs/decisions/068-right-to-left.md); what opens a tab or
  // a dialog is found by its English name, so those few are checked in English only.
  for (const audited of AUDITED_PAGES.filter((page) => !page.open)) {
    test(`${audited.name} in Arabic has no serious or critical violations`, async ({
      page,
      context,
    }) => {
      const origin = audited.host === 'admin' ? ADMIN_URL : AGENT_URL;
      await chooseArabic(context);
      if (audited.session !== 'none') {
        await useSessionCookies(context, cookies[audited.session], origin);
        // The agent registered above signed up in English; the demo admin, shared with other specs,
        // has no saved language, so the cookie is enough there.
        if (audited.session === 'agent') await saveArabic(context, origin);
      }
      await page.goto(`${origin}${audited.path(data)}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${audited.name} in Arabic (${page.url()})`);
    });
  }
});
