import { expect, type Page } from '@playwright/test';
import { startingApps, test } from '../fixtures/test';
import {
  AGENT_URL,
  applyForm,
  fillApplicationForm,
  pdfFile,
  registerAgentViaApi,
  signUpAgent,
  studentApplication,
  uniqueEmail,
  type ProgramSummary,
} from '../fixtures';
import { linkIn, waitForMail } from '../fixtures/mailbox';

const isAt = (pattern: RegExp) => (url: URL) => pattern.test(url.pathname);

async function firstProgram(page: Page): Promise<ProgramSummary> {
  const response = await page.request.get('/api/programs?limit=1');
  expect(response.ok()).toBe(true);
  const [program] = (await response.json()) as ProgramSummary[];
  if (!program) throw new Error('The demo catalogue needs a program');
  return program;
}

test.describe('agencies: an owner and a counsellor', () => {
  // Two people, an application with an upload, and the owner's pages in between.
  test.describe.configure({ timeout: 180_000 });

  test('the owner invites a counsellor, sees their application and reassigns it when they leave; another agency gets 404', async ({
    page,
    browser,
  }) => {
    const owner = await signUpAgent(page, { agencyName: 'Falcon Education Group' });

    // The owner invites a counsellor: the single-use link is e-mailed to them and shown to copy.
    const started = new Date();
    await page.goto('/dashboard/agency');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Falcon Education Group' }),
    ).toBeVisible();
    const counsellorEmail = uniqueEmail('counsellor');
    const invite = page.getByRole('form', { name: 'Invite a member' });
    await invite.getByLabel('Email').fill(counsellorEmail);
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    const linkField = page.getByTestId('invite-link');
    await expect(linkField).toHaveValue(/\/join\?token=/);
    await expect(page.getByRole('region', { name: 'Open invitations' })).toContainText(
      counsellorEmail,
    );

    // The invitation, as the test SMTP server received it, names the agency and carries the link.
    const mail = await waitForMail(counsellorEmail, /invited you to Falcon Education Group/, {
      after: started,
    });
    expect(mail.subject).toBe(
      `${owner.firstName} ${owner.lastName} invited you to Falcon Education Group on UniGuide`,
    );
    const link = linkIn(mail, `${AGENT_URL}/join?token=`);
    expect(link).toBe(await linkField.inputValue());

    // An invitation sent to the wrong address is revoked: its mailed link stops working at once.
    const mistakenEmail = uniqueEmail('mistaken');
    await invite.getByLabel('Email').fill(mistakenEmail);
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    const openInvites = page.getByRole('region', { name: 'Open invitations' });
    await expect(openInvites).toContainText(mistakenEmail);
    const mistakenMail = await waitForMail(mistakenEmail, /invited you to Falcon Education Group/, {
      after: started,
    });
    await openInvites
      .getByRole('button', { name: `Revoke the invitation of ${mistakenEmail}` })
      .click();
    await expect(openInvites).not.toContainText(mistakenEmail);
    await expect(openInvites).toContainText(counsellorEmail);

    // The counsellor, in a browser of their own, joins through the mailed link and applies for a student.
    const counsellorContext = await browser.newContext();
    const counsellor = startingApps(await counsellorContext.newPage());
    await counsellor.goto(linkIn(mistakenMail, `${AGENT_URL}/join?token=`));
    await expect(counsellor.getByRole('alert')).toHaveText(
      'This invitation link is invalid or has expired',
    );
    await counsellor.goto(link);
    const join = counsellor.getByRole('form', { name: 'Join agency' });
    await expect(join).toContainText('Falcon Education Group');
    await expect(join).toContainText(counsellorEmail);
    await join.getByLabel('Password').fill('counsellor-pass-42');
    await join.getByLabel('First Name').fill('Layla');
    await join.getByLabel('Last Name').fill('Saeed');
    await join.getByLabel('Country').fill('Jordan');
    await join.getByLabel('Phone Number').fill('+962790000000');
    await join.getByRole('button', { name: 'Join Agency' }).click();
    await expect(counsellor).toHaveURL(isAt(/^\/dashboard$/));

    const program = await firstProgram(counsellor);
    await counsellor.goto(`/apply/${program.id}`);
    // The commission before applying: rate × first-year tuition, for signed-in agents only.
    await expect(counsellor.getByRole('heading', { name: 'Your Commission' })).toBeVisible();
    const form = applyForm(counsellor);
    const student = studentApplication();
    const studentName = `${student.studentFirstName} ${student.studentLastName}`;
    await fillApplicationForm(form, student);
    await form.locator('input[type="file"]').setInputFiles(pdfFile('passport.pdf'));
    await form.locator('button[type="submit"]').click();
    await expect(counsellor).toHaveURL(isAt(/^\/dashboard\/applications$/), { timeout: 20_000 });
    const mine = await counsellor.request.get('/api/applications');
    const [application] = (await mine.json()) as Array<{
      id: number;
      studentId: number;
      status: string;
    }>;
    if (!application) throw new Error('the counsellor has no application');
    expect(application.status).toBe('submitted');

    // The owner sees the counsellor's application, in the list and on its page.
    await page.goto('/dashboard/applications');
    await expect(page.getByText(studentName).first()).toBeVisible();
    await page.goto(`/dashboard/applications/${application.id}`);
    await expect(page.getByText(studentName).first()).toBeVisible();
    expect((await page.request.get(`/api/applications/${application.id}`)).status()).toBe(200);
    expect((await page.request.get(`/api/students/${application.studentId}`)).status()).toBe(200);

    // A member of another agency gets exactly the 404 of a missing application.
    const stranger = await registerAgentViaApi({ agencyName: 'Other Agency' });
    const strangerView = await stranger.api.get(`/api/applications/${application.id}`);
    expect(strangerView.status()).toBe(404);
    expect(await strangerView.json()).toEqual({
      message: 'Application not found',
      code: 'NOT_FOUND',
      issues: [],
    });
    const strangerStudent = await stranger.api.get(`/api/students/${application.studentId}`);
    expect(strangerStudent.status()).toBe(404);
    expect(((await strangerStudent.json()) as { issues: unknown[] }).issues).toEqual([]);
    await stranger.api.dispose();

    // The counsellor leaves: deactivated (signed out at once), their work reassigned to the owner.
    await page.goto('/dashboard/agency');
    const row = page.getByTestId(`member-${counsellorEmail}`);
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('alertdialog', { name: 'Deactivate Layla Saeed?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(row).toContainText('Inactive');
    expect((await counsellor.request.get('/api/user')).status()).toBe(401);
    await row.getByRole('combobox', { name: "Reassign Layla Saeed's work to" }).click();
    await page.getByRole('option', { name: `${owner.firstName} ${owner.lastName}` }).click();
    await row.getByRole('button', { name: 'Reassign' }).click();
    const confirmMove = page.getByRole('alertdialog', { name: "Reassign Layla Saeed's work?" });
    await expect(confirmMove).toContainText(
      `Layla Saeed's 1 student and 1 application (with their documents and commissions) move to ${owner.firstName} ${owner.lastName}.`,
    );
    await confirmMove.getByRole('button', { name: 'Move 1 student and 1 application' }).click();
    await expect(page.getByText('1 student and 1 application moved.').first()).toBeVisible();
    const ownerRow = page.getByTestId(`member-${owner.email}`);
    await expect(ownerRow.getByRole('cell').nth(4)).toHaveText('1');
    await expect(row.getByRole('cell').nth(4)).toHaveText('0');
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const reassigned = await page.request.get(`/api/applications/${application.id}`);
    expect(((await reassigned.json()) as { userId: number }).userId).toBe(me.id);

    await counsellorContext.close();
  });

  test('a visitor sees no commission on the public program page', async ({ page }) => {
    const program = await firstProgram(page);
    await page.goto(`/programs/${program.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Commission' })).toHaveCount(0);
    expect((await page.request.get(`/api/programs/${program.id}/commission`)).status()).toBe(401);
  });
});
