// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { trpcServerError } from '@uniguide/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../shared/types';
import { applicationFixture } from '../testing/fixtures';
import { clearToasts, renderPage } from '../testing/render-page';
import { ApplicationViewPage } from './application-view-page';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToasts();
  cleanup();
});

function renderView(application: ApplicationDetail) {
  return renderPage(<ApplicationViewPage applicationId={String(application.id)} />, {
    path: `/dashboard/applications/${application.id}`,
    handlers: { 'application.byId': () => application },
  });
}

describe('<ApplicationViewPage />', () => {
  it('shows every field, the documents with download links and the history', async () => {
    renderView(
      applicationFixture({
        status: 'accepted-conditional-offer',
        allowedStatuses: ['accepted-conditional-offer'],
        canEdit: false,
        canAddDocuments: true,
        notes: 'Needs student housing',
        conditionalOfferTerms: 'IELTS 6.5 before enrolment',
        documents: [
          {
            id: 8,
            applicationId: 41,
            studentId: 12,
            expiresOn: null,
            documentType: 'transcript',
            filename: 'k',
            originalFilename: 'transcript.pdf',
            fileSize: 48_000,
            mimeType: 'application/pdf',
            uploadedAt: '2025-04-01T09:00:00.000Z',
          },
        ],
        statusHistory: [
          {
            id: 1,
            fromStatus: null,
            toStatus: 'draft',
            notes: null,
            timestamp: '2025-04-01T09:00:00.000Z',
            changedBy: 2,
          },
          {
            id: 2,
            fromStatus: 'draft',
            toStatus: 'submitted',
            notes: null,
            timestamp: '2025-04-02T09:00:00.000Z',
            changedBy: 2,
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Yusuf' })).toBeTruthy();
    for (const text of [
      'amina.yusuf@example.com',
      '+971 50 123 4567',
      'Nigerian',
      'March 15th, 2004',
      'Female',
      "Bachelor's Degree",
      'BSc Computer Science',
      'University of Lagos',
      '3.7',
      'Needs student housing',
      'IELTS 6.5 before enrolment',
    ]) {
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Download transcript.pdf' }).getAttribute('href')).toBe(
      '/api/documents/8/download',
    );
    expect(screen.getByText(/Transcript · 47 KB/)).toBeTruthy();
    const history = screen
      .getByRole('heading', { name: 'Status History' })
      .closest('[data-slot=card]');
    expect(within(history as HTMLElement).getByText('Created as draft')).toBeTruthy();
    expect(within(history as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    // Documents can still be added, so the edit page is offered.
    expect(screen.getByRole('link', { name: 'Edit Application' }).getAttribute('href')).toBe(
      '/dashboard/applications/41/edit',
    );
  });

  it('offers no Edit button once the application is finished', async () => {
    renderView(
      applicationFixture({
        status: 'approved',
        allowedStatuses: ['approved'],
        canEdit: false,
        canAddDocuments: false,
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Amina Yusuf' });
    expect(screen.queryByRole('link', { name: 'Edit Application' })).toBeNull();
  });

  it('answers "Application Not Found" for an id that is not a number, without asking', async () => {
    const view = renderPage(<ApplicationViewPage applicationId="abc" />, {
      path: '/dashboard/applications/abc',
      handlers: {
        'application.byId': () => {
          throw trpcServerError('should not be asked', 500);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Application Not Found' })).toBeTruthy();
    expect(view.callsTo('application.byId')).toEqual([]);
  });
});
