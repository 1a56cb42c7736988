// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { trpcServerError, type ProcedureOutput, fakeChecklistItem } from '@uniguide/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import { adminApplicationFixture } from '../testing/fixtures';
import { ApplicationDetailPage } from './application-detail-page';

const application = adminApplicationFixture({ studentPassportNumber: 'N09123456' });

afterEach(() => {
  clearToasts();
  cleanup();
});

describe('<ApplicationDetailPage />', () => {
  it('shows every part of the application, its documents and its history', async () => {
    await renderLoadedPage(<ApplicationDetailPage applicationId={41} />, {
      handlers: { 'admin.application.byId': () => application },
    });
    expect(await screen.findByText('Jane Doe · MSc Data Science')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /Application #41/ })).toBeTruthy();
    for (const text of [
      'jane.doe@example.com',
      'Prefer not to say',
      'BSc Computer Science',
      'Prefers evening classes',
      'Entry requirements not met',
      'Not confirmed',
    ]) {
      expect(screen.getByText(text), text).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Omar Khalil' }).getAttribute('href')).toBe('/users/3');

    const documents = screen.getByRole('list', { name: 'Documents' });
    const [image, pdf] = within(documents).getAllByRole('listitem');
    // Images preview from the download address; PDFs only download.
    const preview = within(image!).getByRole('button', { name: 'Preview passport.jpg' });
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/api/documents/5/download');
    expect(within(pdf!).queryByRole('button', { name: /Preview/ })).toBeNull();
    expect(
      within(pdf!).getByRole('link', { name: 'Download transcript.pdf' }).getAttribute('href'),
    ).toBe('/api/documents/6/download');

    fireEvent.click(preview);
    const dialog = await screen.findByRole('dialog', { name: 'passport.jpg' });
    expect(within(dialog).getByRole('img', { name: 'passport.jpg' })).toBeTruthy();
  });

  it('flags the same person applied for by another agency, with who registered the student first', async () => {
    await renderLoadedPage(<ApplicationDetailPage applicationId={41} />, {
      handlers: {
        'admin.application.byId': () => ({
          ...application,
          duplicates: [
            {
              applicationId: 77,
              status: 'submitted',
              programName: 'MSc Data Science',
              agencyName: 'Gulf Pathways',
              studentRegisteredAt: '2026-10-03T09:00:00.000Z',
              thisStudentRegisteredAt: '2026-11-05T09:00:00.000Z',
              registeredFirst: true,
              matchedOn: ['passport-number'],
            },
            {
              applicationId: 78,
              status: 'under-review',
              programName: 'MBA',
              agencyName: 'Desert Star',
              studentRegisteredAt: '2026-11-20T09:00:00.000Z',
              thisStudentRegisteredAt: '2026-11-05T09:00:00.000Z',
              registeredFirst: false,
              matchedOn: ['passport-number', 'email-and-date-of-birth'],
            },
          ],
        }),
      },
    });
    const notice = await screen.findByRole('region', {
      name: 'Possible duplicate: another agency applied for the same person',
    });
    expect(
      within(notice)
        .getByRole('link', { name: /Application #77/ })
        .getAttribute('href'),
    ).toBe('/applications/77');
    expect(notice.textContent).toContain('Gulf Pathways registered the student on');
    expect(notice.textContent).toMatch(/first \(this agency on /);
    // Each says what made it the same person.
    const [first, second] = within(notice).getAllByRole('listitem');
    expect(first!.textContent).toContain('Same passport number.');
    expect(second!.textContent).toContain('Same passport number; same e-mail and date of birth.');
    // The student's own passport number is on the Student section, for the admin only.
    expect(screen.getByText('N09123456')).toBeTruthy();
  });

  it('shows no duplicate notice when there is none', async () => {
    await renderLoadedPage(<ApplicationDetailPage applicationId={41} />, {
      handlers: { 'admin.application.byId': () => ({ ...application, duplicates: [] }) },
    });
    await screen.findByText('Jane Doe · MSc Data Science');
    expect(screen.queryByRole('region', { name: /Possible duplicate/ })).toBeNull();
  });

  it('answers "Application Not Found" for a missing application or an address that is no id', async () => {
    await renderLoadedPage(<ApplicationDetailPage applicationId={999} />, {
      handlers: {
        'admin.application.byId': () => {
          throw trpcServerError('Application not found', 404);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Application Not Found' })).toBeTruthy();
    cleanup();

    const { callsTo } = await renderLoadedPage(<ApplicationDetailPage applicationId={null} />, {
      handlers: {},
    });
    expect(await screen.findByRole('heading', { name: 'Application Not Found' })).toBeTruthy();
    expect(callsTo('admin.application.byId')).toHaveLength(0);
  });
});

describe('a rejected file', () => {
  it('shows its rejection reason once: on the file in Required Documents, not again on its request', async () => {
    const rejected = {
      ...application.documents[0]!,
      reviewStatus: 'rejected' as const,
      reviewReason: 'The scan is blurred',
    };
    await renderLoadedPage(<ApplicationDetailPage applicationId={41} />, {
      handlers: {
        'admin.application.byId': () => ({
          ...application,
          status: 'incomplete',
          documents: [rejected, application.documents[1]!],
        }),
        'application.checklist': () => ({
          applicationId: 41,
          items: [
            {
              ...fakeChecklistItem('passport', 'rejected', 'to_submit'),
              usable: 0,
              documentIds: [5],
              rejectionReason: 'The scan is blurred',
            },
          ],
          complete: 0,
          total: 1,
          missingToSubmit: ['passport'],
          missingBeforeForwarding: [],
        }),
        'application.requests': () => ({
          items: [
            {
              id: 3,
              applicationId: 41,
              documentType: 'passport',
              description: null,
              note: 'The scan is blurred',
              status: 'open',
              rejectedDocumentId: 5,
              requestedBy: 1,
              createdAt: '2026-03-02T10:00:00.000Z',
              resolvedAt: null,
              resolvedDocumentId: null,
            },
          ],
          total: 1,
          totalIsEstimate: false,
          page: 1,
          pageSize: 10,
        }),
      },
    });
    const requests = await screen.findByRole('list', { name: 'Document requests' });
    await screen.findByText('Rejected: The scan is blurred');
    expect(screen.getAllByText(/The scan is blurred/)).toHaveLength(1);
    expect(requests.textContent).toContain(
      'A replacement for the rejected passport.jpg; the reason is on the file under Required Documents.',
    );
  });
});

describe('the Document Requests card', () => {
  it('says it is loading, not "No documents requested", until the requests arrive', async () => {
    let release: (value: ProcedureOutput<'application.requests'>) => void = () => {};
    const answer = new Promise<ProcedureOutput<'application.requests'>>((resolve) => {
      release = resolve;
    });
    await renderLoadedPage(<ApplicationDetailPage applicationId={41} />, {
      handlers: {
        'admin.application.byId': () => ({ ...application, status: 'submitted' }),
        'application.requests': () => answer,
      },
    });
    expect(await screen.findByText('Loading the requests…')).toBeTruthy();
    expect(screen.queryByText('No documents requested.')).toBeNull();
    release({ items: [], total: 0, totalIsEstimate: false, page: 1, pageSize: 10 });
    expect(await screen.findByText('No documents requested.')).toBeTruthy();
  });
});

describe('the Request Documents dialog', () => {
  const checklistItem = (
    documentType: Parameters<typeof fakeChecklistItem>[0],
    state: Parameters<typeof fakeChecklistItem>[1],
  ) => fakeChecklistItem(documentType, state, 'to_submit');

  it('starts on the document the checklist still lacks, not on "Something else"', async () => {
    await renderLoadedPage(<ApplicationDetailPage applicationId={41} />, {
      handlers: {
        'admin.application.byId': () => ({ ...application, status: 'submitted' }),
        'application.checklist': () => ({
          applicationId: 41,
          items: [checklistItem('passport', 'verified'), checklistItem('transcript', 'missing')],
          complete: 1,
          total: 2,
          missingToSubmit: ['transcript'],
          missingBeforeForwarding: [],
        }),
      },
    });
    const open = await screen.findByRole('button', { name: 'Request Documents' });
    // The checklist has arrived before the admin reaches for the button.
    await screen.findAllByText('Missing');
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Request Documents' });
    expect(within(dialog).getByRole('combobox', { name: 'Document' }).textContent).toBe(
      'Transcript',
    );
  });
});
