// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError, type FakeHandlers, type ProcedureOutput } from '@uniguide/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { applicationFixture, programFixture } from '../testing/fixtures';
import {
  chooseCountry,
  chooseOption,
  cleanUpAfterEachTest,
  openSelect,
  renderPage,
} from '@uniguide/client/testing/page';
import { installBusyOnceTus, installFakeTus, storedDocument } from '../upload/fake-xhr';
import {
  expectSubmittedWithDocuments,
  findUploadsRefusedAsBusy,
  retryRefusedUpload,
} from '../testing/upload-flow';
import { ApplyPage } from './apply-page';

// A whole form in jsdom: filling it in takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

cleanUpAfterEachTest();

const SPEC_MESSAGES = [
  'Student first name is required',
  'Student last name is required',
  'Please enter a valid email for the student',
  'Student phone number is required',
  'Student nationality is required',
  'Student date of birth is required',
  'Student gender is required',
  'Highest qualification is required',
  'Name of degree/qualification is required',
  'Institution name is required',
  'Graduation year is required',
];

const REQUIREMENTS: ProcedureOutput<'program.requirements'> = {
  programId: 17,
  universityId: 3,
  source: 'university',
  requirements: [
    { documentType: 'passport', stage: 'to_submit', count: 1, degrees: null },
    { documentType: 'recommendation-letter', stage: 'before_forwarding', count: 2, degrees: null },
  ],
  override: null,
  university: { requirements: [], updatedAt: null },
};

function renderApply(handlers: FakeHandlers = {}) {
  return renderPage(<ApplyPage programId="17" />, {
    path: '/apply/17',
    handlers: {
      'program.byId': () => programFixture(),
      'program.requirements': () => REQUIREMENTS,
      ...handlers,
    },
  });
}

async function fillForm() {
  await screen.findByRole('form', { name: 'Application form' });
  const type = (label: string, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  type('First Name*', 'Amina');
  type('Last Name*', 'Yusuf');
  type('Email*', 'amina.yusuf@example.com');
  type('Phone Number*', '+971 50 123 4567');
  await chooseCountry('Nationality*', 'nig', 'Nigeria');
  type('Date of Birth*', '2004-03-15');
  await chooseOption('Gender', 'Female');
  await chooseOption('Highest Qualification', "Bachelor's Degree");
  type('Name of Degree/Qualification*', 'BSc Computer Science');
  type('Institution Name*', 'University of Lagos');
  type('Graduation Year*', '2024');
}

function pickFiles(files: File[]) {
  fireEvent.change(screen.getByLabelText('Supporting Documents'), { target: { files } });
}

const pdf = (name: string, size = 300) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const png = (name: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

const submitButton = () =>
  screen.getByRole('button', { name: /Submit Application|Submitting|Uploading|Save as draft/ });

describe('<ApplyPage />', () => {
  it('shows the header, the sidebar summary and the required documents checklist', async () => {
    renderApply();
    expect(await screen.findByRole('heading', { level: 1, name: 'MSc Data Science' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Dashboard').getAttribute('href')).toBe('/dashboard');
    expect(within(breadcrumb).getByText('Application').getAttribute('aria-current')).toBe('page');
    const sidebar = screen.getByRole('complementary', { name: 'Program summary' });
    // The one money format, as on the program's page.
    expect(within(sidebar).getByText('AED 95,000/yr')).toBeTruthy();
    // The program in the breadcrumb opens inside the workspace.
    expect(within(breadcrumb).getByText('MSc Data Science').getAttribute('href')).toMatch(
      /^\/dashboard\/programs\/\d+$/,
    );
    expect(within(sidebar).getByText('September 2026, January 2027')).toBeTruthy();
    // The program's own requirements, not a fixed list, and no tick for a file nobody chose.
    const required = await within(sidebar).findByRole('list', { name: 'Required documents' });
    expect(within(required).getByText('Passport')).toBeTruthy();
    expect(within(required).getByText('Recommendation letter (2)')).toBeTruthy();
    expect(screen.getByText('Passport, transcripts, certificates, etc.')).toBeTruthy();
  });

  it('says the submit gate on the button before the click, and drops it once a passport is chosen', async () => {
    renderApply();
    await screen.findByRole('form', { name: 'Application form' });
    const note = await screen.findByText(/Required to submit: Passport\./);
    await waitFor(() =>
      expect(submitButton().textContent).toBe('Save as draft — Passport missing'),
    );
    expect(submitButton().getAttribute('aria-describedby')).toBe('apply-submit-gate');
    expect(note.closest('[role=note]')?.id).toBe('apply-submit-gate');
    // The sidebar's checklist counts the file chosen in the form, before anything is saved.
    const sidebar = screen.getByRole('complementary', { name: 'Program summary' });
    const required = await within(sidebar).findByRole('list', { name: 'Required documents' });
    expect(within(required).getByText(/Passport/).textContent).toBe('Passport · Not chosen yet');
    pickFiles([pdf('passport.pdf')]);
    await waitFor(() => expect(screen.queryByText(/Required to submit: /)).toBeNull());
    expect(submitButton().textContent).toBe('Submit Application');
    expect(within(required).getByText(/Passport/).textContent).toBe('Passport · Chosen');
    expect(within(required).getByText(/Recommendation letter/).textContent).toContain(
      'Not chosen yet',
    );
  });

  it('lets the agent say what a chosen file is: scan_0042.pdf becomes the passport', async () => {
    const { creations } = installFakeTus();
    const { callsTo } = renderApply({
      'application.create': () => applicationFixture({ id: 41 }),
      'application.submit': () => applicationFixture({ id: 41, status: 'submitted' }),
    });
    await fillForm();
    pickFiles([pdf('scan_0042.pdf')]);
    const typeOf = screen.getByRole('combobox', { name: 'Document type of scan_0042.pdf' });
    expect(typeOf.textContent).toBe('Other');
    expect(submitButton().textContent).toBe('Save as draft — Passport missing');
    await chooseOption('Document type of scan_0042.pdf', 'Passport');
    await waitFor(() => expect(submitButton().textContent).toBe('Submit Application'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Navigated to /dashboard/applications')).toBeTruthy();
    expect(creations()[0]?.metadata).toMatchObject({ documentType: 'passport' });
    expect(callsTo('application.submit')).toHaveLength(1);
  });

  it('saves a draft without a passport instead of failing, and says what to add', async () => {
    const { callsTo } = renderApply({
      'application.create': () => applicationFixture({ id: 41 }),
      'application.submit': () => applicationFixture({ id: 41, status: 'submitted' }),
    });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft — Passport missing' }));
    expect(await screen.findByText('Navigated to /dashboard/applications/41/edit')).toBeTruthy();
    expect(callsTo('application.submit')).toEqual([]);
    expect(screen.getByText('Draft saved')).toBeTruthy();
    expect(screen.getByText('Add the Passport and submit the application here.')).toBeTruthy();
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('shows the messages of docs/product.md §6 at the fields on an empty submit and sends nothing', async () => {
    const { api } = renderApply();
    await screen.findByRole('form', { name: 'Application form' });
    fireEvent.click(submitButton());
    for (const message of SPEC_MESSAGES) expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('First Name*').getAttribute('aria-invalid')).toBe('true');
    // Only the page's reads (the program, who is signed in for the commission card, the countries
    // of the nationality picker); no write.
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      'auth.me',
      'program.byId',
      'program.requirements',
      'visa.countries',
    ]);
  });

  it("defaults the intake to the program's first intake and offers only its intakes", async () => {
    renderApply();
    await screen.findByRole('form', { name: 'Application form' });
    expect(screen.getByRole('combobox', { name: 'Preferred Intake' }).textContent).toBe(
      'September 2026',
    );
    expect(await openSelect('Preferred Intake')).toEqual(['September 2026', 'January 2027']);
  });

  it('creates a draft, uploads each file one at a time with progress, then submits', async () => {
    const { creations, patches } = installFakeTus(() => undefined);
    const { callsTo } = renderApply({
      'application.create': () => applicationFixture({ id: 41 }),
      'application.submit': () => applicationFixture({ id: 41, status: 'submitted' }),
    });
    await fillForm();
    pickFiles([pdf('passport.pdf'), png('ielts.png')]);
    const chosen = screen.getByRole('list', { name: 'Selected files' });
    expect(
      within(chosen).getByRole('combobox', { name: 'Document type of passport.pdf' }).textContent,
    ).toBe('Passport');
    expect(
      within(chosen).getByRole('combobox', { name: 'Document type of ielts.png' }).textContent,
    ).toBe('English proficiency');
    expect(within(chosen).getByText('300 B')).toBeTruthy();

    fireEvent.click(submitButton());
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(callsTo('application.create')).toEqual([
      {
        path: 'application.create',
        input: expect.objectContaining({
          programId: 17,
          studentFirstName: 'Amina',
          studentDateOfBirth: '2004-03-15',
          // The country chosen on the picker goes as its ISO 3166-1 alpha-2 code.
          studentNationality: 'NG',
          studentGender: 'female',
          highestQualification: "Bachelor's Degree",
          intakeDate: 'September 2026',
        }),
      },
    ]);
    // Resumable (docs/decisions/038-resumable-uploads.md): the creation says where the file goes.
    expect(creations()[0]?.url).toBe('/api/uploads');
    expect(creations()[0]?.metadata).toEqual({
      kind: 'student',
      applicationId: '41',
      documentType: 'passport',
      filename: 'passport.pdf',
    });

    patches()[0]!.progress(150, 300);
    const button = await screen.findByRole('button', { name: 'Uploading Documents (38%)' });
    expect(button.hasAttribute('disabled')).toBe(true);
    // A row per file, with its own progress and Pause while it is sending.
    const rows = screen.getByRole('list', { name: 'Uploads' });
    expect(
      within(rows)
        .getByRole('progressbar', { name: 'Uploading passport.pdf' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(within(rows).getByText('Waiting')).toBeTruthy();
    expect(within(rows).getByRole('button', { name: 'Pause passport.pdf' })).toBeTruthy();
    // Not submitted before the documents are in.
    expect(callsTo('application.submit')).toEqual([]);

    patches()[0]!.respond(200, storedDocument(creations()[0]!, 1), { 'Upload-Offset': '300' });
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(creations()[1]?.metadata.documentType).toBe('english-proficiency');
    patches()[1]!.respond(200, storedDocument(creations()[1]!, 2), {
      'Upload-Offset': creations()[1]!.headers['Upload-Length']!,
    });

    await expectSubmittedWithDocuments(callsTo);
  });

  it('submits without documents with the plain success text when none is required to submit', async () => {
    renderApply({
      'program.requirements': () => ({ ...REQUIREMENTS, requirements: [] }),
      'application.create': () => applicationFixture({ id: 41 }),
      'application.submit': () => applicationFixture({ id: 41, status: 'submitted' }),
    });
    await fillForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Navigated to /dashboard/applications')).toBeTruthy();
    expect(screen.getByText('Your application has been submitted successfully.')).toBeTruthy();
  });

  it('keeps the agent on the form when an upload fails, with Retry resuming the file, then submits the same draft', async () => {
    const { uploads } = installBusyOnceTus(9);
    const { callsTo } = renderApply({
      'application.create': () => applicationFixture({ id: 41 }),
      'application.submit': () => applicationFixture({ id: 41, status: 'submitted' }),
    });
    await fillForm();
    pickFiles([pdf('passport.pdf')]);
    fireEvent.click(submitButton());

    // Not taken away: the row says why, with Retry, and the file stays listed with the reason.
    const rows = await findUploadsRefusedAsBusy();
    expect(screen.getByText('Failed to upload documents. Please try again.')).toBeTruthy();
    const chosen = screen.getByRole('list', { name: 'Selected files' });
    expect(within(chosen).getByText('Too many uploads at once.')).toBeTruthy();
    expect(screen.queryByText(/Navigated to/)).toBeNull();
    expect(callsTo('application.submit')).toEqual([]);
    // The draft holds the details now: they are not edited here any more.
    expect(screen.getByText(/Retry the files that failed, or remove them/)).toBeTruthy();
    expect(screen.getByLabelText('First Name*')).toHaveProperty('disabled', true);

    await retryRefusedUpload(rows, 'passport.pdf', uploads);

    // The button carries on with the same draft: submitted, not created again.
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Navigated to /dashboard/applications')).toBeTruthy();
    expect(callsTo('application.create')).toHaveLength(1);
    expect(callsTo('application.submit')).toEqual([
      { path: 'application.submit', input: { id: 41 } },
    ]);
    expect(
      screen.getByText('Your application and documents have been submitted successfully.'),
    ).toBeTruthy();
  });

  it('lets the agent drop a refused file after a failed upload and submit the draft without it', async () => {
    installFakeTus((creation) =>
      creation.metadata.filename === 'fake.pdf'
        ? {
            status: 415,
            body: {
              message: 'Unsupported file type. Upload a PDF, PNG, JPG or GIF file.',
              code: 'UNSUPPORTED_MEDIA_TYPE',
              issues: [],
            },
          }
        : { status: 200, body: storedDocument(creation, 9) },
    );
    const { callsTo } = renderApply({
      'application.create': () => applicationFixture({ id: 41 }),
      'application.submit': () => applicationFixture({ id: 41, status: 'submitted' }),
    });
    await fillForm();
    pickFiles([pdf('passport.pdf'), pdf('fake.pdf')]);
    fireEvent.click(submitButton());

    expect(await screen.findByText(/fake\.pdf: Unsupported file type/)).toBeTruthy();
    expect(callsTo('application.submit')).toEqual([]);
    // The passport arrived and left the list; the refused file stays, with Retry on its row.
    const chosen = screen.getByRole('list', { name: 'Selected files' });
    expect(within(chosen).queryByText('passport.pdf')).toBeNull();
    expect(within(chosen).getByText('fake.pdf')).toBeTruthy();
    const rows = screen.getByRole('list', { name: 'Uploads' });
    expect(within(rows).getByRole('button', { name: 'Retry fake.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove fake.pdf' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Navigated to /dashboard/applications')).toBeTruthy();
    expect(callsTo('application.create')).toHaveLength(1);
    expect(callsTo('application.submit')).toEqual([
      { path: 'application.submit', input: { id: 41 } },
    ]);
  });

  it("keeps the agent's input and shows the server's field messages when create fails", async () => {
    const { uploads } = installFakeTus();
    renderApply({
      'application.create': () => {
        throw trpcServerError('Please enter a valid email address', 400, [
          { path: 'studentEmail', message: 'Please enter a valid email address' },
        ]);
      },
    });
    await fillForm();
    pickFiles([pdf('passport.pdf')]);
    fireEvent.click(submitButton());

    expect(await screen.findByText('Error')).toBeTruthy();
    const emailError = await screen.findAllByText('Please enter a valid email address');
    expect(emailError.length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Email*').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('First Name*') as HTMLInputElement).value).toBe('Amina');
    expect(screen.getByText('passport.pdf')).toBeTruthy();
    expect(uploads).toEqual([]);
    expect(submitButton().textContent).toBe('Submit Application');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('falls back to the fallback text of docs/product.md §6 when create fails without a message', async () => {
    renderApply({
      'application.create': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Failed to submit application')).toBeTruthy();
  });

  it('refuses an oversize or wrongly typed file before any upload', async () => {
    renderApply();
    await screen.findByRole('form', { name: 'Application form' });
    pickFiles([
      pdf('huge.pdf', 10 * 1024 * 1024 + 1),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    ]);
    expect(
      screen.getByText('"huge.pdf" is larger than 10 MB. Choose a smaller file.'),
    ).toBeTruthy();
    expect(screen.getByText('"setup.exe" is not a PDF, PNG, JPG or GIF file.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Selected files' })).toBeNull();
  });

  it('lets the agent remove a chosen file', async () => {
    renderApply();
    await screen.findByRole('form', { name: 'Application form' });
    pickFiles([pdf('passport.pdf'), pdf('transcript.pdf')]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    const chosen = screen.getByRole('list', { name: 'Selected files' });
    expect(within(chosen).queryByText('passport.pdf')).toBeNull();
    expect(within(chosen).getByText('transcript.pdf')).toBeTruthy();
  });

  it('shows "Program Not Found" with Browse Programs for a missing program', async () => {
    renderPage(<ApplyPage programId="999" />, {
      path: '/apply/999',
      handlers: {
        'program.byId': () => {
          throw trpcServerError('Program not found', 404);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Program Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Programs' }).getAttribute('href')).toBe(
      '/programs',
    );
  });
});
