// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError, type FakeHandlers } from '@uniguide/client/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  studentDocumentFixture,
  studentFixture,
  studentListItemFixture,
  studentPageFixture,
} from '../../students/testing/fixtures';
import { applicationFixture, programFixture } from '../testing/fixtures';
import { cleanUpAfterEachTest, renderPage } from '@uniguide/client/testing/page';
import { installFakeTus } from '../upload/fake-xhr';
import { ApplyPage } from './apply-page';

vi.setConfig({ testTimeout: 30_000 });

cleanUpAfterEachTest();

// An intake years ahead, so "expires before the intake" does not depend on the day the test runs.
const program = programFixture({ intake: ['September 2030', 'January 2031'] });
const passport = studentDocumentFixture({
  id: 7,
  documentType: 'passport',
  originalFilename: 'passport.pdf',
  expiresOn: '2030-03-01',
});
const transcript = studentDocumentFixture({ id: 8, originalFilename: 'transcript.pdf' });
const student = studentFixture({ documents: [passport, transcript] });

function renderApply(handlers: FakeHandlers = {}, studentId?: number) {
  return renderPage(<ApplyPage programId="17" studentId={studentId} />, {
    path: '/apply/17',
    handlers: {
      'program.byId': () => program,
      'student.list': () => studentPageFixture([studentListItemFixture()]),
      'student.byId': () => student,
      'application.create': () => applicationFixture({ id: 41 }),
      'application.attachDocuments': () => [],
      'application.submit': () => applicationFixture({ id: 41, status: 'submitted' }),
      ...handlers,
    },
  });
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const submitButton = () =>
  screen.getByRole('button', { name: /Submit Application|Submitting|Uploading/ });

/** The chosen student's line, whose name sits in a <bdi> of its own (right-to-left pages). */
const applyingFor = (name: string) =>
  screen.findByText(
    (_, element) => element?.tagName === 'P' && element.textContent === `Applying for ${name}`,
  );

async function chooseExisting() {
  await screen.findByRole('form', { name: 'Application form' });
  fireEvent.click(screen.getByRole('radio', { name: /Existing student/ }));
  fireEvent.click(
    await screen.findByRole('button', { name: 'Choose Amina Yusuf, amina.yusuf@example.com' }),
  );
  await applyingFor('Amina Yusuf');
}

describe('<ApplyPage /> for an existing student', () => {
  it('starts with "New student" and an empty form', async () => {
    const { callsTo } = renderApply();
    await screen.findByRole('form', { name: 'Application form' });
    expect((screen.getByRole('radio', { name: /New student/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(value('First Name*')).toBe('');
    expect(callsTo('student.list')).toEqual([]);
  });

  it('finds a student by search and fills every field from the profile', async () => {
    const { callsTo } = renderApply();
    await screen.findByRole('form', { name: 'Application form' });
    fireEvent.click(screen.getByRole('radio', { name: /Existing student/ }));
    await screen.findByRole('list', { name: 'Matching students' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a student by name or e-mail' }), {
      target: { value: 'amina' },
    });
    await waitFor(() =>
      expect(callsTo('student.list').at(-1)?.input).toEqual({
        page: 1,
        pageSize: 5,
        search: 'amina',
      }),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Choose Amina Yusuf, amina.yusuf@example.com' }),
    );
    await applyingFor('Amina Yusuf');
    expect(callsTo('student.byId')[0]?.input).toEqual({ id: 12 });
    expect(value('First Name*')).toBe('Amina');
    expect(value('Last Name*')).toBe('Yusuf');
    expect(value('Email*')).toBe('amina.yusuf@example.com');
    expect(value('Phone Number*')).toBe('+971 50 123 4567');
    // The picker holds the student's country, shown with its English and Arabic names.
    expect(screen.getByLabelText('Nationality*').textContent).toBe('Nigeriaنيجيريا');
    expect(value('Date of Birth*')).toBe('2004-03-15');
    expect(screen.getByRole('combobox', { name: 'Gender' }).textContent).toBe('Female');
    expect(screen.getByRole('combobox', { name: 'Highest Qualification' }).textContent).toBe(
      "Bachelor's Degree",
    );
    expect(value('Name of Degree/Qualification*')).toBe('BSc Computer Science');
    expect(value('Institution Name*')).toBe('University of Lagos');
    expect(value('Graduation Year*')).toBe('2024');
    expect(value('CGPA (optional)')).toBe('3.7');
    expect(value('Passport Number (optional)')).toBe('A12345678');
    // The intake the form chose stays.
    expect(screen.getByRole('combobox', { name: 'Preferred Intake' }).textContent).toBe(
      'September 2030',
    );
  });

  it('warns about a passport that expires before the chosen intake', async () => {
    renderApply();
    await chooseExisting();
    const onFile = screen.getByRole('list', { name: 'Documents on file' });
    const row = within(onFile).getByText('passport.pdf').closest('li')!;
    expect(
      within(row).getByText('Expires on 2030-03-01, before the intake starts on 2030-09-01'),
    ).toBeTruthy();
    expect(
      within(within(onFile).getByText('transcript.pdf').closest('li')!).queryByText(/Expire/),
    ).toBeNull();
  });

  it('submits with the student, attaches the ticked documents on file, then uploads and submits', async () => {
    const { creations } = installFakeTus();
    const { callsTo } = renderApply();
    await chooseExisting();
    fireEvent.click(screen.getByRole('checkbox', { name: 'passport.pdf' }));
    fireEvent.change(screen.getByLabelText('Supporting Documents'), {
      target: { files: [new File([new Uint8Array(50)], 'ielts.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.change(screen.getByLabelText('Expiry date (optional) of ielts.pdf'), {
      target: { value: '2031-06-30' },
    });
    fireEvent.click(submitButton());

    expect(await screen.findByText('Navigated to /dashboard/applications')).toBeTruthy();
    expect(callsTo('application.create')[0]?.input).toMatchObject({
      programId: 17,
      studentId: 12,
      studentFirstName: 'Amina',
      studentEmail: 'amina.yusuf@example.com',
      studentPassportNumber: 'A12345678',
    });
    expect(callsTo('application.attachDocuments')).toEqual([
      { path: 'application.attachDocuments', input: { applicationId: 41, documentIds: [7] } },
    ]);
    expect(creations()).toHaveLength(1);
    expect(creations()[0]?.metadata).toMatchObject({
      applicationId: '41',
      documentType: 'english-proficiency',
      expiresOn: '2031-06-30',
    });
    expect(callsTo('application.submit')).toEqual([
      { path: 'application.submit', input: { id: 41 } },
    ]);
    expect(
      screen.getByText('Your application and documents have been submitted successfully.'),
    ).toBeTruthy();
  });

  it('takes the agent to the draft when the documents on file cannot be attached', async () => {
    const { callsTo } = renderApply({
      'application.attachDocuments': () => {
        throw trpcServerError(
          "This document is on another student's file and cannot be attached to this application",
          400,
        );
      },
    });
    await chooseExisting();
    fireEvent.click(screen.getByRole('checkbox', { name: 'passport.pdf' }));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Navigated to /dashboard/applications/41/edit')).toBeTruthy();
    expect(
      screen.getByText(
        /cannot be attached to this application\. The application was saved as a draft/,
      ),
    ).toBeTruthy();
    expect(callsTo('application.submit')).toEqual([]);
  });

  it('opens with the student of ?studentId chosen', async () => {
    const { callsTo } = renderApply({}, 12);
    await applyingFor('Amina Yusuf');
    expect(
      (screen.getByRole('radio', { name: /Existing student/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(value('First Name*')).toBe('Amina');
    expect(callsTo('student.byId')[0]?.input).toEqual({ id: 12 });
  });

  it("says so when ?studentId is not one of the agent's students, and offers the search", async () => {
    renderApply(
      {
        'student.byId': () => {
          throw trpcServerError('Student not found', 404);
        },
      },
      99,
    );
    expect(
      await screen.findByText(
        'That student could not be found. Choose one of your students, or enter a new one.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Matching students' })).toBeTruthy();
    expect(value('First Name*')).toBe('');
  });

  it('asks for a student before submitting in "Existing student" mode', async () => {
    const { callsTo } = renderApply();
    await screen.findByRole('form', { name: 'Application form' });
    fireEvent.click(screen.getByRole('radio', { name: /Existing student/ }));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Choose a student, or switch to “New student”.')).toBeTruthy();
    expect(callsTo('application.create')).toEqual([]);
  });

  it('empties the prefilled fields when the agent switches back to "New student"', async () => {
    const { callsTo } = renderApply();
    await chooseExisting();
    fireEvent.click(screen.getByRole('radio', { name: /New student/ }));
    await waitFor(() => expect(value('First Name*')).toBe(''));
    expect(screen.queryByRole('list', { name: 'Documents on file' })).toBeNull();
    expect(value('Email*')).toBe('');
    expect(callsTo('student.byId')).toHaveLength(1);
  });
});
