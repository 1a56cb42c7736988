// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { trpcServerError } from '@uniguide/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import { adminApplicationFixture, checklistItemFixture } from '../testing/fixtures';
import { ApplicationDetailPage } from './application-detail-page';

const application = adminApplicationFixture();

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

describe('the Request Documents dialog', () => {
  const checklistItem = (
    documentType: Parameters<typeof checklistItemFixture>[0],
    state: Parameters<typeof checklistItemFixture>[1],
  ) => checklistItemFixture(documentType, state, 'to_submit');

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
