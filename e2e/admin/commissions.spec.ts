import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startingApps, test } from '../fixtures/test';
import {
  ADMIN_URL,
  AGENT_URL,
  apiSession,
  createSubmittedApplication,
  DEMO_ADMIN,
  expectOk,
  isAtConsole,
  logIn,
  registerAgentViaApi,
  searchFor,
  studentApplication,
} from '../fixtures';

/** A university and a program of its own, so the terms this test sets touch no other spec. */
async function createCatalogueEntry(admin: APIRequestContext) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const university = (await (
    await expectOk(
      await admin.post('/api/admin/universities', {
        data: { name: `E2E Commission University ${suffix}`, location: 'Dubai', emirate: 'Dubai' },
      }),
      'POST /api/admin/universities',
    )
  ).json()) as { id: number; name: string };
  const program = (await (
    await expectOk(
      await admin.post('/api/admin/programs', {
        data: {
          universityId: university.id,
          name: `MSc Commission Studies ${suffix}`,
          tuition: 'AED 48,000 per year',
          tuitionAed: 48000,
          intake: ['September'],
          requirements: ['Bachelor degree'],
        },
      }),
      'POST /api/admin/programs',
    )
  ).json()) as { id: number; name: string };
  return { university, program };
}

/** Moves the application to `status` through the Change Status dialog of the applications list. */
async function changeStatus(page: Page, row: Locator, label: RegExp, status: string) {
  await row.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Application Status' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New Status', { exact: true }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  if (status === 'Submitted to university') {
    // The passport awaits a check and the rest is missing: the admin forwards anyway.
    await dialog.getByLabel('Forward to the university anyway').check();
  }
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(status, { exact: true })).toBeVisible();
}

/** "Dec 22, 2026": the UTC calendar day `days` from now, as the pages write dates. */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.now() + days * 86_400_000));
}

test.describe('commissions', () => {
  // A long journey: terms, four status changes, two apps and a payout.
  test.describe.configure({ timeout: 180_000 });

  test('completing an application earns the agent a commission that the admin then pays', async ({
    page,
    browser,
  }) => {
    const admin = await apiSession(DEMO_ADMIN);
    const { api: agentApi, agent } = await registerAgentViaApi({
      firstName: 'Rania',
      lastName: `Earner${Date.now().toString(36)}`,
    });
    const agentContext = await browser.newContext({
      baseURL: AGENT_URL,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const { university, program } = await createCatalogueEntry(admin);
      const student = studentApplication({ studentFirstName: 'Salma' });
      const name = `${student.studentFirstName} ${student.studentLastName}`;
      await createSubmittedApplication(agentApi, program.id, student);

      // The admin sets the university's terms in the catalogue: 12.5 % after 30 days.
      await logIn(page, DEMO_ADMIN, `${ADMIN_URL}/sign-in`);
      const nav = page.getByRole('navigation', { name: 'Console' });
      await nav.getByRole('link', { name: 'Catalogue' }).click();
      await page.getByRole('tab', { name: 'Universities' }).click();
      await page.getByRole('button', { name: `Edit ${university.name}` }).click();
      const terms = page.getByRole('dialog', { name: `Edit ${university.name}` });
      await expect(terms.getByLabel('Commission rate (%)')).toHaveValue('10');
      await terms.getByLabel('Commission rate (%)').fill('12.555');
      await terms.getByRole('button', { name: 'Save changes' }).click();
      await expect(
        terms.getByText(
          'Commission rate must be a percentage between 0 and 100 with at most two decimals',
        ),
      ).toBeVisible();
      await terms.getByLabel('Commission rate (%)').fill('12.5');
      await terms.getByLabel('Payout lag (days)').fill('30');
      await terms.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Commission terms updated', { exact: true })).toBeVisible();
      await expect(terms).toBeHidden();
      await expect(
        page.getByRole('row').filter({ hasText: university.name }).getByText('12.5% · 30 days'),
      ).toBeVisible();

      // The public site never shows the terms.
      const publicProgram = await (await page.request.get(`/api/programs/${program.id}`)).text();
      expect(publicProgram).toContain(`"id":${program.id}`);
      expect(publicProgram).not.toMatch(/"(commission\w*|payoutLag\w*|rateBps)":/i);

      // The admin takes the application through the statuses to completed.
      await nav.getByRole('link', { name: 'Applications' }).click();
      await expect(page).toHaveURL(isAtConsole('/applications'));
      // The list opens on the applications waiting for an admin; this journey follows one through
      // every status, so it looks at all of them.
      await page.goto(`${ADMIN_URL}/applications?view=all`);
      await searchFor(page, name);
      const row = page.getByRole('main').getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      const changeButton = /^Change status of application #\d+/;
      await changeStatus(page, row, changeButton, 'Under review');
      await changeStatus(page, row, changeButton, 'Submitted to university');
      await changeStatus(page, row, changeButton, 'Approved');
      await changeStatus(page, row, changeButton, 'Completed');

      // The agent sees the commission: 12.5 % of AED 48,000, due 30 days after completion.
      const dueOn = dayFromNow(30);
      const agentPage = startingApps(await agentContext.newPage());
      await logIn(agentPage, agent);
      await agentPage.goto('/dashboard');
      await agentPage
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Earnings' })
        .click();
      await expect(agentPage).toHaveURL((url) => url.pathname === '/dashboard/earnings');
      const earned = agentPage.getByRole('row').filter({ hasText: name });
      await expect(earned).toContainText(program.name);
      await expect(earned).toContainText('AED 6,000');
      await expect(earned).toContainText(dueOn);
      await expect(earned.getByText('Pending', { exact: true })).toBeVisible();
      const total = (label: string) =>
        agentPage
          .getByRole('region', { name: 'Totals' })
          .getByRole('group', { name: label, exact: true });
      await expect(total('Due')).toContainText('AED 6,0001 commission');
      await expect(total('Paid')).toContainText('AED 00 commissions');

      // The admin pays it from the payouts queue.
      await nav.getByRole('link', { name: 'Commissions' }).click();
      await expect(page).toHaveURL(isAtConsole('/commissions'));
      await page
        .getByRole('navigation', { name: 'Commissions views' })
        .getByRole('link', { name: 'Payouts queue' })
        .click();
      await expect(page).toHaveURL(isAtConsole('/commissions/payouts'));
      await searchFor(page, name);
      const queued = page.getByRole('main').getByRole('row').filter({ hasText: name });
      await expect(queued).toHaveCount(1);
      await expect(queued).toContainText('AED 6,000');
      await expect(queued).toContainText('12.5% of AED 48,000');
      await expect(queued).toContainText(dueOn);
      await queued.getByRole('button', { name: new RegExp(`^Mark paid: ${name}`) }).click();
      const confirm = page.getByRole('alertdialog', {
        name: `Mark ${name}'s commission as paid?`,
      });
      await confirm.getByRole('button', { name: 'Mark paid', exact: true }).click();
      await expect(page.getByText('Commission marked as paid', { exact: true })).toBeVisible();
      await expect(queued).toHaveCount(0);

      // The full list shows it paid, with the undo move.
      await page
        .getByRole('navigation', { name: 'Commissions views' })
        .getByRole('link', { name: 'All commissions' })
        .click();
      await searchFor(page, name);
      const listed = page.getByRole('main').getByRole('row').filter({ hasText: name });
      await expect(listed.getByText('Paid', { exact: true })).toBeVisible();
      await expect(listed.getByRole('button', { name: /^Undo payment/ })).toBeVisible();

      // The agent sees it paid.
      await agentPage.reload();
      await expect(earned.getByText('Paid', { exact: true })).toBeVisible();
      await expect(total('Paid')).toContainText('AED 6,0001 commission');
      await expect(total('Due')).toContainText('AED 00 commissions');
    } finally {
      await agentContext.close();
      await agentApi.dispose();
      await admin.dispose();
    }
  });
});
