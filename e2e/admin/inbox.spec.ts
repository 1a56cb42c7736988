import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  agentAndAdminPages,
  anyProgram,
  closePages,
  createSubmittedApplication,
  LONG_NAME,
  registerAgentViaApi,
  stepScreenshots,
  studentApplication,
} from '../fixtures';

const shoot = stepScreenshots('inbox');

test.describe('the admin inbox', () => {
  test.describe.configure({ timeout: 120_000 });

  test("an agent's message waits in the inbox until an admin answers", async ({
    browser,
    request,
  }) => {
    const { api: agentApi } = await registerAgentViaApi(LONG_NAME);
    const program = await anyProgram(request);
    const student = studentApplication({ studentFirstName: 'Layla' });
    const application = await createSubmittedApplication(agentApi, program.id, student);
    const name = `${student.studentFirstName} ${student.studentLastName}`;
    const question = `Has the university confirmed the interview date for ${name}?`;

    const { adminApi, agent, admin } = await agentAndAdminPages(browser, agentApi);
    try {
      // 1. The agent writes on the application's thread.
      await agent.goto(`/dashboard/applications/${application.id}/edit`);
      const compose = agent.getByRole('form', { name: 'Send a message' });
      await expect(compose).toBeVisible({ timeout: 30_000 });
      await compose.getByLabel('Message').fill(question);
      await compose.getByRole('button', { name: 'Send' }).click();
      await expect(agent.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();

      // 2. The console's navigation counts it, and the inbox lists it with its application and agency.
      await admin.goto('/inbox');
      const nav = admin.getByRole('navigation', { name: 'Console' });
      const inboxTab = nav.getByRole('link', { name: /^Inbox \d+ awaiting our reply$/ });
      await expect(inboxTab).toBeVisible();
      const threads = admin.getByRole('list', { name: 'Threads awaiting our reply' });
      const thread = threads.getByRole('listitem').filter({ hasText: name });
      await expect(thread).toContainText(question);
      await expect(thread).toContainText(program.name);
      await expect(thread).toContainText('Mohammed Abdulrahman Al-Hashimi Bin Rashid');
      await expect(thread).toContainText('Waiting since');
      const waitingBefore = Number(
        /(\d+) awaiting/.exec((await inboxTab.textContent()) ?? '')?.[1],
      );
      await shoot(admin, '01-inbox');

      // 3. The queue view "Awaiting our reply" lists the same application.
      await admin.goto('/applications?view=awaiting-reply');
      await expect(
        admin.getByRole('main').getByRole('row').filter({ hasText: name }),
      ).toBeVisible();
      await shoot(admin, '02-awaiting-reply-queue');

      // 4. The admin answers from the inbox's link; the thread leaves the inbox and the count drops.
      await admin.goto('/inbox');
      await thread.getByRole('link', { name }).click();
      await expect(admin).toHaveURL(new RegExp(`/applications/${application.id}$`));
      const reply = admin.getByRole('form', { name: 'Send a message' });
      await reply.getByLabel('Message').fill('Yes: Tuesday at 10:00, on campus.');
      await reply.getByRole('button', { name: 'Send' }).click();
      await expect(
        admin.getByRole('list', { name: 'Messages' }).getByText('Yes: Tuesday at 10:00'),
      ).toBeVisible();
      await admin.goto('/inbox');
      await expect(admin.getByRole('heading', { name: 'Inbox' })).toBeVisible();
      await expect(threads.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
      const after = await (await adminApi.get('/api/admin/inbox/count')).json();
      expect(after.count).toBe(waitingBefore - 1);
      if (after.count === 0) {
        await expect(nav.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
        await expect(admin.getByText('No agent is waiting for a reply.')).toBeVisible();
      }
      const listed = await (await adminApi.get('/api/admin/inbox?limit=500')).json();
      expect(listed.map((row: { applicationId: number }) => row.applicationId)).not.toContain(
        application.id,
      );
    } finally {
      await closePages(agent, admin);
    }
  });
});
