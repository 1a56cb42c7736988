// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError, type FakeHandlers, type ProcedureOutput } from '@uniguide/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../shared/types';
import { applicationFixture, documentFixture, submittedHistory } from '../testing/fixtures';
import { chooseOption, clearToasts, renderPage } from '@uniguide/client/testing/page';
import { ApplicationViewPage } from './application-view-page';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToasts();
  cleanup();
});

function renderView(application: ApplicationDetail, handlers: FakeHandlers = {}) {
  return renderPage(<ApplicationViewPage applicationId={String(application.id)} />, {
    path: `/dashboard/applications/${application.id}`,
    handlers: {
      'application.byId': () => application,
      'application.openRequests': () => ({
        items: [],
        total: 0,
        totalIsEstimate: false,
        page: 1,
        pageSize: 100,
      }),
      ...handlers,
    },
  });
}

type ChecklistItem = ProcedureOutput<'application.checklist'>['items'][number];

const checklistItem = (
  documentType: ChecklistItem['documentType'],
  state: ChecklistItem['state'],
  documentIds: number[] = [],
): ChecklistItem => ({
  documentType,
  stage: documentType === 'passport' ? 'to_submit' : 'before_forwarding',
  required: 1,
  usable: documentIds.length,
  verified: state === 'verified' ? 1 : 0,
  state,
  rejectionReason: state === 'rejected' ? 'The scan is blurred' : null,
  documentIds,
});

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
          documentFixture({
            id: 8,
            documentType: 'transcript',
            originalFilename: 'transcript.pdf',
            fileSize: 48_000,
          }),
        ],
        statusHistory: [...submittedHistory()],
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
    expect(
      (await screen.findByRole('link', { name: 'Download transcript.pdf' })).getAttribute('href'),
    ).toBe('/api/documents/8/download');
    expect(screen.getByText(/Transcript · 47 KB/)).toBeTruthy();
    const history = screen
      .getByRole('heading', { name: 'Status History' })
      .closest('[data-slot=card]');
    const changes = within(history as HTMLElement).getAllByRole('listitem');
    expect(changes).toHaveLength(2);
    expect(changes[0]?.textContent).toContain('Created as');
    expect(changes[0]?.textContent).toContain('Draft');
    // The details are locked: no edit page is offered, but documents can still be added here.
    expect(screen.queryByRole('link', { name: 'Edit Application' })).toBeNull();
    expect(screen.getByLabelText('Add Documents')).toBeTruthy();
  });

  it('shows the live checklist, open requests first, and lets an unverified file be retyped', async () => {
    type Document = ApplicationDetail['documents'][number];
    const doc = (
      id: number,
      name: string,
      documentType: Document['documentType'],
      reviewStatus: Document['reviewStatus'],
    ): Document => ({
      id,
      applicationId: 41,
      studentId: 12,
      expiresOn: null,
      documentType,
      filename: 'k',
      originalFilename: name,
      fileSize: 1000,
      mimeType: 'application/pdf',
      uploadedAt: '2025-04-01T09:00:00.000Z',
      reviewStatus,
      reviewReason: reviewStatus === 'rejected' ? 'The scan is blurred' : null,
    });
    const application = applicationFixture({
      status: 'incomplete',
      allowedStatuses: ['incomplete', 'submitted'],
      canEdit: true,
      canAddDocuments: true,
      documents: [
        doc(1, 'passport.pdf', 'passport', 'verified'),
        doc(2, 'transcript.pdf', 'transcript', 'rejected'),
        doc(3, 'ielts.pdf', 'english-proficiency', 'awaiting'),
      ],
    });
    const { callsTo } = renderView(application, {
      'application.checklist': () => ({
        applicationId: 41,
        items: [
          checklistItem('passport', 'verified', [1]),
          checklistItem('transcript', 'rejected', [2]),
          checklistItem('english-proficiency', 'uploaded', [3]),
          checklistItem('statement-of-purpose', 'missing'),
        ],
        complete: 2,
        total: 4,
        missingToSubmit: [],
        missingBeforeForwarding: ['transcript', 'statement-of-purpose'],
      }),
      'application.openRequests': () => ({
        items: [
          {
            id: 7,
            applicationId: 41,
            documentType: null,
            description: 'Bank statement',
            note: 'Last three months, please',
            status: 'open',
            requestedBy: 1,
            resolvedDocumentId: null,
            rejectedDocumentId: null,
            createdAt: '2025-04-03T09:00:00.000Z',
            resolvedAt: null,
            studentFirstName: 'Amina',
            studentLastName: 'Yusuf',
            programName: 'MSc Data Science',
          },
          {
            id: 8,
            applicationId: 41,
            documentType: 'transcript',
            description: null,
            note: 'The scan is blurred',
            status: 'open',
            requestedBy: 1,
            resolvedDocumentId: null,
            rejectedDocumentId: 2,
            createdAt: '2025-04-04T09:00:00.000Z',
            resolvedAt: null,
            studentFirstName: 'Amina',
            studentLastName: 'Yusuf',
            programName: 'MSc Data Science',
          },
        ],
        total: 2,
        totalIsEstimate: false,
        page: 1,
        pageSize: 100,
      }),
      'document.setType': () => doc(3, 'ielts.pdf', 'other', 'awaiting'),
    });
    const requests = await screen.findByRole('list', { name: 'Open requests' });
    expect(within(requests).getByText('Bank statement')).toBeTruthy();
    expect(within(requests).getByText('Last three months, please')).toBeTruthy();
    expect(screen.getByLabelText('Upload Bank statement')).toBeTruthy();
    // A rejected document is an open request, replaced from the card or from the checklist.
    expect(within(requests).getByText('Transcript (rejected)')).toBeTruthy();
    expect(within(requests).getByText('Reason: The scan is blurred')).toBeTruthy();
    expect(screen.getByLabelText('Replace Transcript (rejected)')).toBeTruthy();
    expect(screen.getByLabelText('Replace transcript.pdf')).toBeTruthy();
    expect(screen.queryByLabelText('Replace ielts.pdf')).toBeNull();

    expect(await screen.findByText('2 of 4 documents')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Required documents' })).getAllByRole(
      'listitem',
    );
    const states = rows
      .filter((row) => row.hasAttribute('data-state'))
      .map((row) => row.getAttribute('data-state'));
    expect(states).toEqual(['verified', 'rejected', 'uploaded', 'missing']);
    // The rejection reason shows once: on its open request, where the agent replaces the file; the
    // file in the checklist says just "Rejected", and its row repeats nothing.
    expect(screen.getAllByText(/The scan is blurred/)).toHaveLength(1);
    const transcriptFiles = screen.getByRole('list', { name: 'Transcript files' });
    expect(within(transcriptFiles).getByText('Rejected')).toBeTruthy();
    // A verified file keeps its type; the others may be corrected.
    expect(screen.queryByRole('combobox', { name: 'Document type of passport.pdf' })).toBeNull();
    await chooseOption('Document type of ielts.pdf', 'Other');
    await waitFor(() => expect(callsTo('document.setType')).toHaveLength(1));
    expect(callsTo('document.setType')[0]?.input).toEqual({ id: 3, documentType: 'other' });
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
