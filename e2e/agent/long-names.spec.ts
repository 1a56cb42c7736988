import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  apiContext,
  createSubmittedApplication,
  expectOk,
  logIn,
  registerAgentViaApi,
  studentApplication,
  type ProgramSummary,
} from '../fixtures';

const LONG_FIRST = 'Mohammed Abdulrahman';
const LONG_LAST = 'Al-Hashimi Bin Rashid';
const LONG_NAME = `${LONG_FIRST} ${LONG_LAST}`;

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Every element inside the row's cells, pairwise from different cells: none may overlap another. */
async function expectCellsApart(row: Locator) {
  const cells = row.locator('td');
  const count = await cells.count();
  const contents: Box[][] = [];
  for (let index = 0; index < count; index += 1) {
    const parts = cells.nth(index).locator('span, time, a, div');
    const boxes: Box[] = [];
    for (let part = 0; part < (await parts.count()); part += 1) {
      const found = await parts.nth(part).boundingBox();
      if (found && found.width > 0) boxes.push(found);
    }
    contents.push(boxes);
  }
  for (let left = 0; left < count; left += 1)
    for (let right = left + 1; right < count; right += 1)
      for (const a of contents[left]!)
        for (const b of contents[right]!)
          expect(overlaps(a, b), `cells ${left} and ${right}`).toBe(false);
}

async function expectInViewport(page: Page, locator: Locator) {
  const found = await box(locator);
  const width = page.viewportSize()!.width;
  expect(found.x).toBeGreaterThanOrEqual(0);
  expect(found.x + found.width).toBeLessThanOrEqual(width);
}

test.describe('tables hold real names at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.describe.configure({ timeout: 120_000 });

  test('My Applications and the owner’s Students list: no overlap, actions visible, full names in titles, counsellor filter', async ({
    page,
  }) => {
    const owner = await registerAgentViaApi({ agencyName: 'Long Names Education Consultancy' });
    const [program] = (await (
      await owner.api.get('/api/programs?limit=1')
    ).json()) as ProgramSummary[];
    if (!program) throw new Error('The demo catalogue needs a program');

    // A counsellor with a long name joins; each of the two files a student with a long name.
    const invite = (await (
      await expectOk(
        await owner.api.post('/api/agency/invites', {
          data: { email: `long-${Date.now()}@example.com`, agencyRole: 'counsellor' },
        }),
        'invite',
      )
    ).json()) as { link: string };
    const counsellor = await apiContext();
    const token = new URL(invite.link).searchParams.get('token')!;
    await expectOk(
      await counsellor.post(`/api/invitations/${token}/accept`, {
        data: {
          password: 'counsellor-pass-42',
          firstName: LONG_FIRST,
          lastName: LONG_LAST,
          country: 'United Arab Emirates',
          phoneNumber: '+971500000000',
        },
      }),
      'accept',
    );
    const fields = (lastName: string) =>
      studentApplication({ studentFirstName: LONG_FIRST, studentLastName: lastName });
    await createSubmittedApplication(owner.api, program.id, fields(`${LONG_LAST} Owner`));
    await createSubmittedApplication(counsellor, program.id, fields(`${LONG_LAST} Counsellor`));
    await counsellor.dispose();

    await logIn(page, { email: owner.agent.email, password: owner.agent.password });

    await page.goto('/dashboard/applications');
    const table = page.getByRole('table');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expectCellsApart(row);
      await expectInViewport(page, row.getByRole('link', { name: /^View application for/ }));
      await expectInViewport(page, row.getByRole('link', { name: /^Edit application for/ }));
      await expect(row.getByTitle(new RegExp(`^${LONG_NAME}`))).toBeVisible();
    }

    await page.goto('/dashboard/students');
    const studentRows = page.getByRole('table').locator('tbody tr');
    await expect(studentRows).toHaveCount(2);
    await expect(page.getByRole('columnheader', { name: 'Counsellor' })).toBeVisible();
    for (const row of await studentRows.all()) {
      await expectCellsApart(row);
      await expectInViewport(page, row.locator('td').last());
    }
    // The counsellor's whole name is in the title of the cut-off cell.
    await expect(page.getByRole('table').getByTitle(LONG_NAME, { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Counsellor' }).click();
    await page.getByRole('option', { name: LONG_NAME }).click();
    await expect(page).toHaveURL(/counsellor=\d+/);
    await expect(studentRows).toHaveCount(1);
    await expect(studentRows.first()).toContainText('Counsellor');
    await owner.api.dispose();
  });
});
