// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  trpcServerError,
  type FakeHandler,
  type FakeHandlers,
  fakeChecklistItem,
} from '@uniguide/client/testing';
import { PASSPORT_NUMBER_MESSAGE, STUDENT_EMAIL_TAKEN_MESSAGE } from '@uniguide/domain';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEachTest, renderPage } from '@uniguide/client/testing/page';
import { installFakeXhr } from '../../applications/upload/fake-xhr';
import type { StudentProfile } from '../shared/types';
import { daysFromToday, studentDocumentFixture, studentFixture } from '../testing/fixtures';
import { StudentPage } from './student-page';

vi.setConfig({ testTimeout: 30_000 });

cleanUpAfterEachTest();

function renderStudent(
  student: StudentProfile | FakeHandler<'student.byId'>,
  handlers: FakeHandlers = {},
  rawId = '12',
) {
  return renderPage(<StudentPage studentId={rawId} />, {
    path: `/dashboard/students/${rawId}`,
    handlers: {
      'student.byId': typeof student === 'function' ? student : () => student,
      ...handlers,
    },
  });
}

const passport = (expiresOn: string | null) =>
  studentDocumentFixture({
    id: 7,
    documentType: 'passport',
    originalFilename: 'passport.pdf',
    expiresOn,
  });

describe('<StudentPage />', () => {
  it('warns when a document on file expires before the intake of an active application holding it', async () => {
    const year = new Date().getFullYear() + 2;
    const expiresOn = daysFromToday(120);
    const held = { ...passport(expiresOn), applicationIds: [41] };
    const application = {
      id: 41,
      programId: 17,
      programName: 'MSc Data Science',
      universityName: 'Khalifa University',
      intakeDate: `September ${year}`,
      status: 'submitted' as const,
      createdAt: '2025-04-01T09:00:00.000Z',
      updatedAt: '2025-04-02T10:30:00.000Z',
    };
    renderStudent(studentFixture({ documents: [held], applications: [application] }));
    expect(
      await screen.findByText(`Expires on ${expiresOn}, before the intake starts on ${year}-09-01`),
    ).toBeTruthy();
    cleanup();

    // A rejected application no longer needs the passport: only the 90-day window counts.
    renderStudent(
      studentFixture({ documents: [held], applications: [{ ...application, status: 'rejected' }] }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Yusuf' })).toBeTruthy();
    expect(screen.queryByText(/before the intake starts/)).toBeNull();
  });

  it('shows the profile, the documents on file and every application', async () => {
    renderStudent(
      studentFixture({
        documents: [studentDocumentFixture(), passport(daysFromToday(40))],
        applications: [
          {
            id: 41,
            programId: 17,
            programName: 'MSc Data Science',
            universityName: 'Khalifa University',
            intakeDate: 'September 2026',
            status: 'submitted',
            createdAt: '2025-04-01T09:00:00.000Z',
            updatedAt: '2025-04-02T10:30:00.000Z',
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Yusuf' })).toBeTruthy();
    expect(screen.getByText('BSc Computer Science')).toBeTruthy();
    expect(screen.getByText('March 15th, 2004')).toBeTruthy();

    const documents = screen.getByRole('list', { name: 'Documents on file' });
    const items = within(documents).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(/Transcript · 47 KB/)).toBeTruthy();
    // Transcripts carry no expiry date.
    expect(within(items[0]!).queryByRole('button', { name: /expiry date/ })).toBeNull();
    expect(within(items[1]!).getByText(`Expires in 40 days (${daysFromToday(40)})`)).toBeTruthy();
    expect(
      within(items[1]!).getByRole('link', { name: 'Download passport.pdf' }).getAttribute('href'),
    ).toBe('/api/documents/7/download');

    const applications = screen.getByRole('complementary', { name: 'Applications of the student' });
    expect(
      within(applications).getByRole('link', { name: 'MSc Data Science' }).getAttribute('href'),
    ).toBe('/dashboard/applications/41');
    expect(within(applications).getByText('Khalifa University')).toBeTruthy();
    expect(within(applications).getByText(/Intake: September 2026/)).toBeTruthy();
    expect(within(applications).getByText('Submitted')).toBeTruthy();
  });

  it("checks the student's files against each open application's requirements", async () => {
    const onFile = { ...passport(daysFromToday(400)), applicationIds: [41] };
    const application = (id: number, status: 'draft' | 'rejected', programName: string) => ({
      id,
      programId: 17,
      programName,
      universityName: 'Khalifa University',
      intakeDate: 'September 2027',
      status,
      createdAt: '2025-04-01T09:00:00.000Z',
      updatedAt: '2025-04-02T10:30:00.000Z',
    });
    const { callsTo } = renderStudent(
      studentFixture({
        documents: [onFile],
        applications: [
          application(41, 'draft', 'MSc Data Science'),
          application(42, 'rejected', 'MBA'),
        ],
      }),
      {
        'application.checklist': () => ({
          applicationId: 41,
          items: [
            { ...fakeChecklistItem('passport', 'uploaded', 'to_submit'), documentIds: [7] },
            fakeChecklistItem('transcript', 'missing', 'to_submit'),
          ],
          complete: 1,
          total: 2,
          missingToSubmit: ['transcript'],
          missingBeforeForwarding: [],
        }),
      },
    );
    const section = await screen.findByRole('region', { name: /MSc Data Science/ });
    expect(await within(section).findByText('1 of 2 documents')).toBeTruthy();
    expect(within(section).getByText('Upload before submitting: Transcript.')).toBeTruthy();
    // The passport row holds its file; the transcript has none, so no tick.
    expect(within(section).getByRole('link', { name: 'passport.pdf' })).toBeTruthy();
    const rows = within(section).getAllByRole('listitem');
    expect(rows.find((row) => row.textContent?.includes('Transcript'))?.dataset.state).toBe(
      'missing',
    );
    // A finished application is not checked.
    expect(screen.queryByRole('region', { name: /MBA/ })).toBeNull();
    expect(callsTo('application.checklist').map((call) => call.input)).toEqual([
      { applicationId: 41 },
    ]);
  });

  it('shows the not-found page for a missing or foreign student and for a non-id', async () => {
    renderStudent(() => {
      throw trpcServerError('Student not found', 404);
    });
    expect(await screen.findByRole('heading', { name: 'Student Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Students' }).getAttribute('href')).toBe(
      '/dashboard/students',
    );
    cleanup();

    const { callsTo } = renderStudent(studentFixture(), {}, 'abc');
    expect(await screen.findByRole('heading', { name: 'Student Not Found' })).toBeTruthy();
    expect(callsTo('student.byId')).toEqual([]);
  });

  it('edits the profile and shows a taken e-mail at the e-mail field', async () => {
    let student = studentFixture();
    let taken = true;
    const { callsTo } = renderStudent(() => student, {
      'student.update': (input) => {
        if (taken) throw trpcServerError(STUDENT_EMAIL_TAKEN_MESSAGE, 409);
        student = { ...student, ...(input as object) };
        return student;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Student profile' });
    const email = within(form).getByLabelText('Email*');
    expect((email as HTMLInputElement).value).toBe('amina.yusuf@example.com');
    fireEvent.input(email, { target: { value: 'omar@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(STUDENT_EMAIL_TAKEN_MESSAGE)).toBeTruthy();
    expect(callsTo('student.update')[0]?.input).toMatchObject({
      id: 12,
      email: 'omar@example.com',
      firstName: 'Amina',
      gender: 'female',
    });

    taken = false;
    fireEvent.input(email, { target: { value: 'amina.new@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Student Updated')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Student profile' })).toBeNull();
    expect(screen.getByText('amina.new@example.com', { selector: 'a' })).toBeTruthy();
  });

  it('shows the passport number and edits it, normalised, with the shared message for a bad one', async () => {
    let student = studentFixture();
    const { callsTo } = renderStudent(() => student, {
      'student.update': (input) => {
        student = { ...student, ...(input as object) };
        return student;
      },
    });
    const profile = await screen.findByRole('button', { name: 'Edit Profile' });
    expect(screen.getByText('A12345678')).toBeTruthy();
    fireEvent.click(profile);
    const passport = screen.getByLabelText('Passport Number (optional)');
    expect((passport as HTMLInputElement).value).toBe('A12345678');
    fireEvent.input(passport, { target: { value: 'AB#12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(PASSPORT_NUMBER_MESSAGE)).toBeTruthy();
    expect(callsTo('student.update')).toEqual([]);
    fireEvent.input(passport, { target: { value: 'ab 765-4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Student Updated')).toBeTruthy();
    expect(callsTo('student.update')[0]?.input).toMatchObject({ passportNumber: 'AB7654321' });
    expect(screen.getByText('AB7654321')).toBeTruthy();
  });

  it('checks the profile with the shared messages before sending', async () => {
    const { callsTo } = renderStudent(studentFixture(), {
      'student.update': () => studentFixture(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.input(screen.getByLabelText('First Name*'), { target: { value: ' ' } });
    fireEvent.input(screen.getByLabelText('Email*'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Student first name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email for the student')).toBeTruthy();
    expect(callsTo('student.update')).toEqual([]);
  });

  it('sets and clears the expiry date of a passport inline', async () => {
    const { callsTo } = renderStudent(studentFixture({ documents: [passport(null)] }), {
      'document.setExpiry': (input) => ({ ...passport(null), ...(input as object) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set expiry date of passport.pdf' }));
    const editor = screen.getByRole('form', { name: 'Expiry date of passport.pdf' });
    fireEvent.change(within(editor).getByLabelText('Expires on'), {
      target: { value: '2031-05-20' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('document.setExpiry')[0]?.input).toEqual({ id: 7, expiresOn: '2031-05-20' }),
    );
    expect(await screen.findByText('Expiry Date Saved')).toBeTruthy();
    cleanup();

    const { callsTo: calls } = renderStudent(
      studentFixture({ documents: [passport('2031-05-20')] }),
      { 'document.setExpiry': (input) => ({ ...passport(null), ...(input as object) }) },
    );
    expect(await screen.findByText('Expires on May 20th, 2031')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the expiry date of passport.pdf' }));
    await waitFor(() =>
      expect(calls('document.setExpiry')[0]?.input).toEqual({ id: 7, expiresOn: null }),
    );
  });

  it("deletes a document after confirmation, and shows the server's refusal", async () => {
    const held = 'This document is part of a submitted application, so it cannot be deleted';
    let refuse = true;
    const { callsTo } = renderStudent(studentFixture({ documents: [passport(null)] }), {
      'document.delete': () => {
        if (refuse) throw trpcServerError(held, 409);
        return passport(null);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete passport.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(held)).toBeTruthy();
    expect(callsTo('document.delete')[0]?.input).toEqual({ id: 7 });

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Delete passport.pdf' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Document' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Document Deleted')).toBeTruthy();
  });

  it("uploads to the student's file with progress and an expiry date for a passport", async () => {
    const { uploads } = installFakeXhr();
    const { callsTo } = renderStudent(studentFixture());
    await screen.findByRole('heading', { level: 1, name: 'Amina Yusuf' });
    fireEvent.change(screen.getByLabelText('Add to File'), {
      target: {
        files: [new File([new Uint8Array(200)], 'passport.pdf', { type: 'application/pdf' })],
      },
    });
    fireEvent.change(screen.getByLabelText('Expiry date (optional) of passport.pdf'), {
      target: { value: '2030-01-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload to File' }));
    // A resumable upload (docs/decisions/038-resumable-uploads.md): tus creation, then the bytes.
    await waitFor(() => expect(uploads).toHaveLength(1));
    const creation = uploads[0]!;
    expect(creation.method).toBe('POST');
    expect(creation.url).toBe('/api/uploads');
    expect(creation.headers['Upload-Length']).toBe('200');
    expect(creation.metadata).toEqual({
      kind: 'student',
      studentId: '12',
      documentType: 'passport',
      expiresOn: '2030-01-31',
      filename: 'passport.pdf',
    });
    creation.respond(201, '', { Location: '/api/uploads/abc' });
    await waitFor(() => expect(uploads).toHaveLength(2));
    const bytes = uploads[1]!;
    expect(bytes.method).toBe('PATCH');
    expect(bytes.url).toBe('/api/uploads/abc');
    expect(bytes.headers['Upload-Offset']).toBe('0');
    bytes.progress(100, 200);
    expect(await screen.findByText('Uploading 50%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploading Documents' })).toBeTruthy();
    bytes.respond(
      200,
      studentDocumentFixture({
        id: 9,
        applicationId: null,
        documentType: 'passport',
        expiresOn: '2030-01-31',
        originalFilename: 'passport.pdf',
      }),
      { 'Upload-Offset': '200' },
    );
    expect(await screen.findByText('Documents Uploaded')).toBeTruthy();
    // The page asks for the student again, so the new document shows.
    await waitFor(() => expect(callsTo('student.byId').length).toBeGreaterThanOrEqual(2));
  });
});
