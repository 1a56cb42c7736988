import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  ADMIN_URL,
  anyProgram,
  apiContext,
  apiLogIn,
  createSubmittedApplication,
  DEMO_ADMIN,
  fetchApplication,
  fetchNotifications,
  isAtConsole,
  logIn,
  registerAgentViaApi,
  searchFor,
  studentApplication,
} from '../fixtures';

test.describe('admin review of an agent application', () => {
  // A long journey: seeding, a status change, the audit log and two account changes.
  test.describe.configure({ timeout: 120_000 });

  test('the admin rejects an application, the audit log and the agent see it, and the agent is deactivated and reactivated', async ({
    page,
    request,
  }) => {
    const {
      api: agentApi,
      agent,
      userId,
    } = await registerAgentViaApi({
      firstName: 'Karim',
      lastName: `Reviewee${Date.now().toString(36)}`,
    });
    try {
      const program = await anyProgram(request);
      const student = studentApplication({ studentFirstName: 'Zayna' });
      const name = `${student.studentFirstName} ${student.studentLastName}`;
      const application = await createSubmittedApplication(agentApi, program.id, student);

      await logIn(page, DEMO_ADMIN, `${ADMIN_URL}/sign-in`);
      await expect(page).toHaveURL(isAtConsole('/'));

      // Find the application by the student's name.
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Applications' })
        .click();
      await expect(page).toHaveURL(isAtConsole('/applications'));
      // The list opens on the applications waiting for an admin; this journey follows one through
      // every status, so it looks at all of them.
      await page.goto(`${ADMIN_URL}/applications?view=all`);
      await searchFor(page, name);
      const rows = page.getByRole('main').getByRole('row');
      const row = rows.filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(rows).toHaveCount(2); // the header and this one application
      await expect(row).toContainText(`#${application.id}`);
      await expect(row.getByText('Submitted', { exact: true })).toBeVisible();

      // Change Status: nothing to update until another status is chosen.
      const openDialog = async () => {
        await row
          .getByRole('button', {
            name: `Change status of application #${application.id} (${name})`,
          })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Change Application Status' });
        await expect(dialog).toBeVisible();
        return dialog;
      };
      let dialog = await openDialog();
      const update = dialog.getByRole('button', { name: 'Update Status' });
      await expect(update).toBeDisabled();
      const newStatus = dialog.getByLabel('New Status', { exact: true });
      // Only the moves an admin may make: never the current status, never Draft.
      await newStatus.click();
      await expect(page.getByRole('option', { name: 'Submitted', exact: true })).toHaveCount(0);
      await expect(page.getByRole('option', { name: 'Draft', exact: true })).toHaveCount(0);
      await page.getByRole('option', { name: 'Rejected', exact: true }).click();
      const reason = 'The program requires a bachelor degree in a related field.';
      await dialog.getByLabel('Rejection Reason', { exact: true }).fill(reason);
      await dialog.getByLabel('Status Change Notes', { exact: true }).fill('Reviewed by e2e');
      await expect(update).toBeEnabled();
      await update.click();
      await expect(page.getByText('Status updated successfully', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row.getByText('Rejected', { exact: true })).toBeVisible();

      // The dialog's history now holds the change, newest first.
      dialog = await openDialog();
      const history = dialog.getByRole('region', { name: 'Status History' });
      const latest = history.getByRole('listitem').first();
      await expect(latest).toContainText('Submitted');
      await expect(latest).toContainText('Rejected');
      await expect(latest).toContainText('Reviewed by e2e');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // The audit log lists the change, with its diff.
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Audit Logs' })
        .click();
      await expect(page).toHaveURL(isAtConsole('/audit-logs'));
      await searchFor(page, String(application.id));
      const entry = page
        .getByRole('main')
        .getByRole('row')
        .filter({ hasText: 'Application Status Changed' })
        .filter({ has: page.getByRole('link', { name: String(application.id), exact: true }) });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(DEMO_ADMIN.email);
      await entry.getByRole('button', { name: /^View changes of entry \d+$/ }).click();
      const diff = page.getByRole('dialog', { name: 'Application Status Changed' });
      await expect(diff).toBeVisible();
      const changed = diff.getByRole('list', { name: 'Changed fields' });
      await expect(changed).toContainText('submitted');
      await expect(changed).toContainText('rejected');
      await page.keyboard.press('Escape');
      await expect(diff).toBeHidden();

      // The agent sees the rejection with its reason, and a notification about it.
      const seen = await fetchApplication(agentApi, application.id);
      expect(seen.status).toBe('rejected');
      expect(seen.rejectionReason).toBe(reason);
      const notifications = await fetchNotifications(agentApi);
      const notice = notifications.find(
        (item) => item.link === `/dashboard/applications/${application.id}/edit`,
      );
      expect(notice?.title).toBe('Application status changed');
      expect(notice?.body).toContain(`${name}'s application`);
      expect(notice?.body).toContain('Rejected');

      // Users: deactivating the agent ends their session and refuses their sign-in.
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Users' })
        .click();
      await expect(page).toHaveURL(isAtConsole('/users'));
      await searchFor(page, agent.email);
      const userRow = page.getByRole('main').getByRole('row').filter({ hasText: agent.email });
      await expect(userRow).toHaveCount(1);
      const agentName = `${agent.firstName} ${agent.lastName}`;

      await userRow.getByRole('button', { name: `Deactivate ${agentName}` }).click();
      const confirmDeactivate = page.getByRole('alertdialog', { name: `Deactivate ${agentName}?` });
      await confirmDeactivate.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await expect(page.getByText('User deactivated', { exact: true })).toBeVisible();
      await expect(userRow.getByRole('button', { name: `Activate ${agentName}` })).toBeVisible();

      expect((await agentApi.get('/api/user')).status()).toBe(401);
      const refused = await apiContext();
      try {
        await expect(apiLogIn(refused, agent)).rejects.toThrow(/HTTP 4\d\d/);
        expect((await refused.get('/api/user')).status()).toBe(401);
      } finally {
        await refused.dispose();
      }

      // Reactivated, the agent signs in again.
      await userRow.getByRole('button', { name: `Activate ${agentName}` }).click();
      const confirmActivate = page.getByRole('alertdialog', { name: `Activate ${agentName}?` });
      await confirmActivate.getByRole('button', { name: 'Activate', exact: true }).click();
      await expect(page.getByText('User activated', { exact: true })).toBeVisible();
      await expect(userRow.getByRole('button', { name: `Deactivate ${agentName}` })).toBeVisible();
      await apiLogIn(agentApi, agent);
      const me = await agentApi.get('/api/user');
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { id: number }).id).toBe(userId);
    } finally {
      await agentApi.dispose();
    }
  });
});
