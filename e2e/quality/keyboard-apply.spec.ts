import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  applyForm,
  chooseWithKeyboard,
  field,
  isAt,
  pdfFile,
  programCards,
  registerAgentViaApi,
  studentApplication,
  tabTo,
} from '../fixtures';

/** Tabs to the field labelled `label` (it must come within a few presses: the order is logical). */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, field(applyForm(page), label), { maxPresses: 4 });
  await page.keyboard.type(text);
}

/**
 * docs/product.md §12: a keyboard-only agent signs in, opens a program, applies with a document and sees the
 * application listed. Only keyboard.press and keyboard.type move through the pages (the OS file
 * dialog is the one thing a test cannot drive: setInputFiles stands in for it once Tab has reached
 * the input), and every control Tab lands on shows a visible focus indicator.
 */
test.describe('keyboard-only apply', () => {
  // About a hundred key presses, each waiting for the focus it lands on: on a slow day of the
  // 2-core machine the walk itself took over 90 s (a time-out while typing, the page correct).
  test.describe.configure({ timeout: 180_000 });

  test('an agent applies with only the keyboard, and focus is visible at every step', async ({
    page,
  }) => {
    const { api, agent } = await registerAgentViaApi({ firstName: 'Keyboard', lastName: 'Only' });
    await api.dispose();

    // Sign in.
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await tabTo(page, signIn.getByLabel('Email', { exact: true }));
    await page.keyboard.type(agent.email);
    await tabTo(page, signIn.getByLabel('Password', { exact: true }), { maxPresses: 3 });
    await page.keyboard.type(agent.password);
    await tabTo(page, signIn.getByRole('button', { name: 'Sign In', exact: true }), {
      maxPresses: 3,
    });
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(isAt(/^\/auth$/));

    // Open a program from the catalogue.
    await page.goto('/programs');
    const details = programCards(page)
      .first()
      .getByRole('link', { name: /^View Details/ });
    await tabTo(page, details, { maxPresses: 80 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(isAt(/^\/programs\/\d+$/));
    const programId = Number(new URL(page.url()).pathname.split('/').pop());

    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Apply Now' }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(isAt(new RegExp(`^/apply/${programId}$`)));
    const form = applyForm(page);
    await expect(form).toBeVisible();

    // Every field, in the order Tab visits them.
    const student = studentApplication({ studentFirstName: 'Tariq' });
    await tabTo(page, field(form, 'First Name'), { maxPresses: 60 });
    await page.keyboard.type(student.studentFirstName);
    await typeInto(page, 'Last Name', student.studentLastName);
    await typeInto(page, 'Email', student.studentEmail);
    await typeInto(page, 'Phone Number', student.studentPhone);
    // The country picker: Enter opens its search, typing filters, Enter takes the first match.
    await tabTo(page, field(form, 'Nationality'), { maxPresses: 4 });
    await page.keyboard.press('Enter');
    await page.keyboard.type(student.studentNationality);
    await page.keyboard.press('Enter');
    await expect(field(form, 'Nationality')).toBeFocused();
    await expect(field(form, 'Nationality')).toContainText(student.studentNationality);
    // The date input takes its month, day and year segments in the browser's (en-US) order.
    const [year, month, day] = student.studentDateOfBirth.split('-');
    await typeInto(page, 'Date of Birth', `${month}${day}${year}`);
    await expect(field(form, 'Date of Birth')).toHaveValue(student.studentDateOfBirth);

    await tabTo(page, field(form, 'Gender'), { maxPresses: 4 });
    await chooseWithKeyboard(page, field(form, 'Gender'), 'Female');
    await tabTo(page, field(form, 'Highest Qualification'), { maxPresses: 4 });
    await chooseWithKeyboard(page, field(form, 'Highest Qualification'), 'High School');
    await typeInto(page, 'Name of Degree/Qualification', student.qualificationName);
    await typeInto(page, 'Institution Name', student.institutionName);
    await typeInto(page, 'Graduation Year', student.graduationYear);
    await typeInto(page, 'CGPA (optional)', student.cgpa);
    // The intake comes chosen (the program's first); Tab passes over it.
    await tabTo(page, field(form, 'Preferred Intake'), { maxPresses: 4 });
    await expect(field(form, 'Preferred Intake')).not.toHaveText('Select intake');
    await typeInto(page, 'Additional Notes (optional)', student.notes);

    // The file input: reached by Tab, its drop zone shows the focus ring.
    const fileInput = form.locator('input[type="file"]');
    await tabTo(page, fileInput, { maxPresses: 4, indicator: fileInput.locator('xpath=..') });
    await fileInput.setInputFiles(pdfFile('keyboard-passport.pdf'));
    await expect(form.getByRole('list', { name: 'Selected files' })).toContainText(
      'keyboard-passport.pdf',
    );

    // Past the file's type picker, its expiry date and its remove button.
    const typePicker = form.getByRole('combobox', {
      name: 'Document type of keyboard-passport.pdf',
    });
    await expect(typePicker).toHaveText('Passport');
    await tabTo(page, form.getByRole('button', { name: 'Submit Application' }), {
      maxPresses: 8,
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(isAt(/^\/dashboard\/applications$/), { timeout: 20_000 });
    await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();

    const name = `${student.studentFirstName} ${student.studentLastName}`;
    const row = page.getByRole('row', { name: new RegExp(`^${name}, `) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Submitted', { exact: true })).toBeVisible();

    // The stored application has every value typed, and the document.
    const listed = await page.request.get('/api/applications');
    expect(listed.ok()).toBe(true);
    const summaries = (await listed.json()) as { id: number; studentLastName: string }[];
    const id = summaries.find((item) => item.studentLastName === student.studentLastName)?.id;
    expect(id).toBeDefined();
    const detail = await page.request.get(`/api/applications/${id}`);
    expect(detail.ok()).toBe(true);
    expect(await detail.json()).toMatchObject({
      programId,
      studentFirstName: student.studentFirstName,
      studentEmail: student.studentEmail,
      studentDateOfBirth: student.studentDateOfBirth,
      studentGender: 'female',
      highestQualification: 'High School',
      graduationYear: student.graduationYear,
      notes: student.notes,
    });
    const documents = await page.request.get(`/api/applications/${id}/documents`);
    expect(documents.ok()).toBe(true);
    expect(JSON.stringify(await documents.json())).toContain('keyboard-passport.pdf');
  });
});
