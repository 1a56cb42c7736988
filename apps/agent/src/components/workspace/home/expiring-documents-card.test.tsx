// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { fakePage, trpcServerError } from '@uniguide/client/testing';
import type { ExpiringDocument } from '@uniguide/domain';
import { dismissToast } from '@uniguide/ui';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWorkspace } from '../layout/test-harness';
import { studentDocumentFixture } from '../students/testing/fixtures';
import { ExpiringDocumentsCard } from './expiring-documents-card';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

function entry(overrides: Partial<ExpiringDocument> = {}): ExpiringDocument {
  return {
    document: studentDocumentFixture({
      id: 7,
      documentType: 'passport',
      originalFilename: 'amina-passport.pdf',
      expiresOn: '2027-01-10',
    }),
    student: { id: 12, firstName: 'Amina', lastName: 'Yusuf' },
    application: null,
    warning: { kind: 'soon', message: 'Expires in 49 days (2027-01-10)' },
    ...overrides,
  };
}

const page = (items: ExpiringDocument[], total = items.length) => fakePage(items, total, 1, 5);

describe('<ExpiringDocumentsCard />', () => {
  it('lists each document with its student, type, warning and a link to the student', async () => {
    const { api } = await renderWorkspace(<ExpiringDocumentsCard />, {
      'document.expiring': () =>
        page([
          entry({
            warning: { kind: 'expired', message: 'Expired on 2026-10-01' },
          }),
          entry({
            document: studentDocumentFixture({
              id: 8,
              documentType: 'english-proficiency',
              originalFilename: 'ielts.pdf',
            }),
            student: { id: 13, firstName: 'Omar', lastName: 'Haddad' },
          }),
        ]),
    });
    const list = await screen.findByRole('list', { name: 'Expiring documents' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Amina Yusuf' }).getAttribute('href')).toBe(
      '/dashboard/students/12',
    );
    expect(within(first!).getByText('Passport ·')).toBeTruthy();
    // The file name is cut in its own direction, so a Latin name on an Arabic page keeps its start.
    expect(within(first!).getByText('amina-passport.pdf').getAttribute('dir')).toBe('auto');
    expect(within(first!).getByText('Expired on 2026-10-01')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: 'Omar Haddad' }).getAttribute('href')).toBe(
      '/dashboard/students/13',
    );
    expect(within(second!).getByText('English proficiency ·')).toBeTruthy();
    expect(within(second!).getByText('ielts.pdf')).toBeTruthy();
    expect(within(second!).getByText('Expires in 49 days (2027-01-10)')).toBeTruthy();
    expect(api.calls.find((call) => call.path === 'document.expiring')?.input).toEqual({
      page: 1,
      pageSize: 5,
    });
  });

  it('counts the documents beyond the first few', async () => {
    await renderWorkspace(<ExpiringDocumentsCard />, {
      'document.expiring': () => page([entry()], 8),
    });
    expect(await screen.findByText(/And 7 more/)).toBeTruthy();
  });

  it('says so in one friendly line when nothing expires', async () => {
    await renderWorkspace(<ExpiringDocumentsCard />, {
      'document.expiring': () => page([]),
    });
    expect(
      await screen.findByText(
        'No documents expire soon. Every passport and certificate on file is in date.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Expiring documents' })).toBeNull();
  });

  it('shows the failure with a way to try again', async () => {
    await renderWorkspace(<ExpiringDocumentsCard />, {
      'document.expiring': () => {
        throw trpcServerError('Database is unavailable', 503);
      },
    });
    expect(
      await screen.findByText('Database is unavailable', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
