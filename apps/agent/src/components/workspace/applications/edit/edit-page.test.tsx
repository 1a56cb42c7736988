// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fakeChecklistItem,
  trpcServerError,
  type FakeHandlers,
  type ProcedureOutput,
} from '@uniguide/client/testing';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../shared/types';
import { applicationFixture, documentFixture, submittedHistory } from '../testing/fixtures';
import {
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
import { EditApplicationPage } from './edit-page';

vi.setConfig({ testTimeout: 30_000 });

cleanUpAfterEachTest();

const STALE = 'This application was changed by someone else. Reload to see the latest version.';

function renderEdit(application: ApplicationDetail, handlers: FakeHandlers = {}) {
  return renderPage(<EditApplicationPage applicationId={String(application.id)} />, {
    path: `/dashboard/applications/${application.id}/edit`,
    handlers: { 'application.byId': () => application, ...handlers },
  });
}

const form = () => screen.findByRole('form', { name: 'Edit application' });
const updateButton = () =>
  screen.getByRole('button', { name: /Update Application|Save Draft|Updating|Uploading/ });

const CHECKLIST_WITHOUT_PASSPORT: ProcedureOutput<'application.checklist'> = {
  applicationId: 41,
  items: [fakeChecklistItem('passport', 'missing', 'to_submit')],
  complete: 0,
  total: 1,
  missingToSubmit: ['passport'],
  missingBeforeForwarding: [],
};

/** A draft's form with one PDF chosen, then Submit Application pressed. */
async function submitDraftWithFile(name: string) {
  const application = applicationFixture({ status: 'draft' });
  const page = renderEdit(application, {
    'application.update': () => application,
    'application.submit': () => ({ ...application, status: 'submitted' }),
  });
  await form();
  fireEvent.change(screen.getByLabelText('Add Documents'), {
    target: { files: [new File([new Uint8Array(200)], name, { type: 'application/pdf' })] },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
  return page;
}

describe('<EditApplicationPage />', () => {
  it('makes Submit Application the primary action of a draft, with no status select duplicating it', async () => {
    renderEdit(applicationFixture({ status: 'draft', allowedStatuses: ['draft', 'submitted'] }));
    await form();
    const submit = await screen.findByRole('button', { name: 'Submit Application' });
    // The filled primary button, not the outlined secondary one.
    expect(submit.className).toContain('bg-primary');
    expect(screen.getByRole('button', { name: 'Save Draft' }).className).not.toContain(
      'bg-primary ',
    );
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Application Status' })).toBeNull();
  });

  it('keeps the status select where it offers a withdrawal to draft', async () => {
    renderEdit(
      applicationFixture({ status: 'submitted', allowedStatuses: ['draft', 'submitted'] }),
    );
    await form();
    expect(await openSelect('Application Status')).toEqual(['Draft', 'Submitted']);
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it('names the missing document on the primary action, counts a chosen file beside the form, and saves a draft', async () => {
    const { creations } = installFakeTus();
    const application = applicationFixture({ status: 'draft' });
    const { callsTo } = renderEdit(application, {
      'application.checklist': () => CHECKLIST_WITHOUT_PASSPORT,
      'application.update': () => application,
      'application.submit': () => ({ ...application, status: 'submitted' }),
    });
    await form();
    const primary = await screen.findByRole('button', { name: 'Save as draft — Passport missing' });
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    const aside = screen.getByRole('complementary', { name: 'Application summary' });
    await within(aside).findByText('0 of 1 documents');

    // A file named like nothing is "Other" until the agent says it is the passport.
    fireEvent.change(screen.getByLabelText('Add Documents'), {
      target: {
        files: [new File([new Uint8Array(50)], 'scan_0042.pdf', { type: 'application/pdf' })],
      },
    });
    expect(primary.textContent).toBe('Save as draft — Passport missing');
    await chooseOption('Document type of scan_0042.pdf', 'Passport');
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeTruthy();
    expect(within(aside).getByText('1 of 1 documents (with the files chosen)')).toBeTruthy();
    expect(within(aside).getByText('Chosen, not saved yet')).toBeTruthy();
    expect(within(aside).getByText('scan_0042.pdf')).toBeTruthy();

    // Back to Other: the click saves the draft and uploads the file, and submits nothing.
    await chooseOption('Document type of scan_0042.pdf', 'Other');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Save as draft — Passport missing' }),
    );
    expect(await screen.findByText('Navigated to /dashboard/applications')).toBeTruthy();
    expect(creations()[0]?.metadata).toMatchObject({ documentType: 'other' });
    expect(callsTo('application.submit')).toEqual([]);
  });

  it('opens an application under review read-only: status first, no form, documents still addable', async () => {
    const application = applicationFixture({
      status: 'under-review',
      allowedStatuses: ['under-review'],
      canEdit: false,
      canAddDocuments: true,
    });
    renderEdit(application);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Yusuf' })).toBeTruthy();
    expect(
      screen.getByText(/This application is under review, so its details can no longer be changed/),
    ).toBeTruthy();
    // No greyed-out form: the fields are shown as text, the status as a badge.
    expect(screen.queryByRole('form', { name: 'Edit application' })).toBeNull();
    expect(screen.queryByLabelText('First Name*')).toBeNull();
    expect(screen.getAllByText('Under review').length).toBeGreaterThan(0);
    expect(screen.getByText('amina.yusuf@example.com')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Application' })).toBeNull();
    // Documents may still be added until a decision.
    expect(screen.getByLabelText('Add Documents')).toBeTruthy();
  });

  it('hides the upload and the remove buttons once the application is finished', async () => {
    renderEdit(
      applicationFixture({
        status: 'approved',
        allowedStatuses: ['approved'],
        canEdit: false,
        canAddDocuments: false,
        documents: [documentFixture()],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Amina Yusuf' });
    expect(screen.queryByRole('form', { name: 'Edit application' })).toBeNull();
    expect(screen.queryByLabelText('Add Documents')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove passport.pdf' })).toBeNull();
    expect(
      (await screen.findByRole('link', { name: 'Download passport.pdf' })).getAttribute('href'),
    ).toBe('/api/documents/5/download');
    expect(
      screen.getByText(/A decision has been made, so documents can no longer be added/),
    ).toBeTruthy();
  });

  it('sends the fields with the concurrency token and reports success', async () => {
    const application = applicationFixture();
    const { callsTo } = renderEdit(application, {
      'application.update': (input) => ({ ...application, ...(input as object) }),
    });
    await form();
    fireEvent.input(screen.getByLabelText('Phone Number*'), {
      target: { value: '+971 55 000 1111' },
    });
    fireEvent.click(updateButton());
    expect(await screen.findByText('Navigated to /dashboard/applications')).toBeTruthy();
    expect(callsTo('application.update')[0]?.input).toMatchObject({
      id: 41,
      expectedUpdatedAt: '2025-04-02T10:30:00.000Z',
      studentPhone: '+971 55 000 1111',
      studentFirstName: 'Amina',
    });
    expect(callsTo('application.update')[0]?.input).not.toHaveProperty('status');
    expect(screen.getByText('Application Updated')).toBeTruthy();
    expect(screen.getByText('The application has been updated successfully.')).toBeTruthy();
  });

  it("keeps the agent's input on a stale edit and reloads on request", async () => {
    const original = applicationFixture();
    const fresh = applicationFixture({
      studentPhone: '+971 4 999 9999',
      updatedAt: '2025-04-03T08:00:00.000Z',
    });
    let current = original;
    const { callsTo } = renderEdit(original, {
      'application.byId': () => current,
      'application.update': () => {
        throw trpcServerError(STALE, 409);
      },
    });
    await form();
    fireEvent.input(screen.getByLabelText('Phone Number*'), {
      target: { value: '+971 55 000 1111' },
    });
    fireEvent.click(updateButton());

    const alert = await screen.findByText(new RegExp(STALE.replace('.', '\\.')), { selector: 'p' });
    expect(alert).toBeTruthy();
    expect((screen.getByLabelText('Phone Number*') as HTMLInputElement).value).toBe(
      '+971 55 000 1111',
    );
    expect(updateButton().hasAttribute('disabled')).toBe(false);

    current = fresh;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Phone Number*') as HTMLInputElement).value).toBe(
        '+971 4 999 9999',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(callsTo('application.update')[0]?.input).toMatchObject({
      expectedUpdatedAt: original.updatedAt,
    });
  });

  it('submits a draft only after its new documents are uploaded', async () => {
    const { creations, patches } = installFakeTus(() => undefined);
    const { callsTo } = await submitDraftWithFile('transcript.pdf');

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(callsTo('application.update')[0]?.input).not.toHaveProperty('status');
    patches()[0]!.progress(100, 200);
    expect(await screen.findByRole('button', { name: 'Uploading Documents (50%)' })).toBeTruthy();
    expect(screen.getByText('Uploading 50%')).toBeTruthy();
    expect(callsTo('application.submit')).toEqual([]);
    patches()[0]!.respond(200, storedDocument(creations()[0]!, 3), { 'Upload-Offset': '200' });

    await expectSubmittedWithDocuments(callsTo);
  });

  it('does not submit when an upload fails and keeps the failed file listed with its reason', async () => {
    installFakeTus(() => ({
      status: 413,
      body: {
        message: 'File is too large. The limit is 10 MB.',
        code: 'PAYLOAD_TOO_LARGE',
        issues: [],
      },
    }));
    const { callsTo } = await submitDraftWithFile('scan.pdf');

    expect(await screen.findByText('Failed to upload documents. Please try again.')).toBeTruthy();
    const chosen = screen.getByRole('list', { name: 'Selected files' });
    expect(within(chosen).getByText('File is too large. The limit is 10 MB.')).toBeTruthy();
    expect(callsTo('application.submit')).toEqual([]);
    expect(screen.queryByText(/Navigated to/)).toBeNull();
  });

  it('offers Retry on a failed file, which resumes it and takes it off the list once it arrives', async () => {
    const { uploads } = installBusyOnceTus(4);
    const { callsTo } = await submitDraftWithFile('scan.pdf');

    const rows = await findUploadsRefusedAsBusy();
    await retryRefusedUpload(rows, 'scan.pdf', uploads);
    expect(callsTo('application.submit')).toEqual([]);
  });

  it('removes a document after the "Delete Document" confirmation', async () => {
    const document = documentFixture();
    let application = applicationFixture({ documents: [document] });
    const { callsTo } = renderEdit(application, {
      'application.byId': () => application,
      'document.delete': () => {
        application = { ...application, documents: [] };
        return document;
      },
    });
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete Document')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this document? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Document Deleted')).toBeTruthy();
    expect(screen.getByText('The document has been removed successfully.')).toBeTruthy();
    expect(callsTo('document.delete')).toEqual([
      { path: 'document.delete', input: { id: 5, applicationId: 41 } },
    ]);
    await waitFor(() => expect(screen.queryByText('passport.pdf')).toBeNull());
  });

  it('reports a failed delete with the fallback text of docs/product.md §6', async () => {
    const document = documentFixture();
    renderEdit(applicationFixture({ documents: [document] }), {
      'document.delete': () => {
        throw trpcServerError('Document not found', 404);
      },
    });
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete document')).toBeTruthy();
    expect(screen.getAllByText('passport.pdf').length).toBeGreaterThan(0);
  });

  it('shows the sidebar: rejection reason only when rejected, with the status history', async () => {
    renderEdit(
      applicationFixture({
        status: 'rejected',
        allowedStatuses: ['rejected'],
        canEdit: false,
        canAddDocuments: false,
        adminNotes: 'Reviewed by the admissions office.',
        rejectionReason: 'Entry requirements not met.',
        conditionalOfferTerms: 'Should not show',
        statusHistory: [
          ...submittedHistory(),
          {
            id: 3,
            fromStatus: 'submitted',
            toStatus: 'rejected',
            notes: 'Missing prerequisites',
            timestamp: '2025-04-05T09:00:00.000Z',
            changedBy: 1,
          },
        ],
      }),
    );
    const sidebar = await screen.findByRole('complementary', { name: 'Application summary' });
    expect(within(sidebar).getByText('Reviewed by the admissions office.')).toBeTruthy();
    expect(within(sidebar).getByText('Entry requirements not met.')).toBeTruthy();
    expect(within(sidebar).queryByText('Should not show')).toBeNull();
    expect(within(sidebar).getByText('Missing prerequisites')).toBeTruthy();
    expect(within(sidebar).getByText('April 5th, 2025')).toBeTruthy();
  });

  it('shows "Application Not Found" for a missing application', async () => {
    renderPage(<EditApplicationPage applicationId="999" />, {
      path: '/dashboard/applications/999/edit',
      handlers: {
        'application.byId': () => {
          throw trpcServerError('Application not found', 404);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Application Not Found' })).toBeTruthy();
    expect(screen.getByText(/or you don't have permission to access it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Applications' }).getAttribute('href')).toBe(
      '/dashboard/applications',
    );
  });
});
