// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError, type ProcedureOutput, fakeChecklistItem } from '@uniguide/client/testing';
import { Button } from '@uniguide/ui';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseOption,
  clearToasts,
  openSelect,
  renderLoadedPage,
  type PageOptions,
} from '@uniguide/client/testing/page';
import { adminApplicationFixture } from '../testing/fixtures';
import { ChangeStatusDialog, type ChangeStatusTarget } from './change-status-dialog';

type AdminApplication = ProcedureOutput<'admin.application.byId'>;

const application: ChangeStatusTarget = {
  id: 41,
  status: 'submitted',
  studentFirstName: 'Jane',
  studentLastName: 'Doe',
  studentEmail: 'jane.doe@example.com',
  program: { name: 'MSc Data Science', universityName: 'Khalifa University' },
};

const history: AdminApplication['statusHistory'] = [
  {
    id: 1,
    fromStatus: null,
    toStatus: 'draft',
    notes: null,
    changedBy: 3,
    timestamp: '2026-03-01T09:00:00.000Z',
  },
  {
    id: 2,
    fromStatus: 'draft',
    toStatus: 'submitted',
    notes: 'Ready for review',
    changedBy: 3,
    timestamp: '2026-03-02T10:30:00.000Z',
  },
];

function detail(overrides: Partial<AdminApplication> = {}) {
  return adminApplicationFixture({ status: 'submitted', statusHistory: history, ...overrides });
}

async function openDialog(handlers: PageOptions['handlers']) {
  const page = await renderLoadedPage(
    <ChangeStatusDialog application={application} trigger={<Button>Change Status</Button>} />,
    { handlers },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Application Status' });
  return { ...page, dialog };
}

function updateButton() {
  return screen.getByRole('button', { name: 'Update Status' }) as HTMLButtonElement;
}

afterEach(() => {
  clearToasts();
  cleanup();
});

describe('<ChangeStatusDialog />', () => {
  it('shows the student, program, university, current status and the history', async () => {
    const { dialog } = await openDialog({ 'admin.application.byId': () => detail() });
    expect(within(dialog).getByText('Jane Doe')).toBeTruthy();
    expect(within(dialog).getByText('jane.doe@example.com')).toBeTruthy();
    expect(within(dialog).getByText('MSc Data Science')).toBeTruthy();
    expect(within(dialog).getByText('Khalifa University')).toBeTruthy();
    expect(within(dialog).getAllByText('Submitted').length).toBeGreaterThan(0);

    const historyBox = await within(dialog).findByRole('region', { name: 'Status History' });
    await within(historyBox).findByText('Ready for review');
    expect(historyBox.className).toContain('max-h-32');
    expect(historyBox.className).toContain('overflow-y-auto');
    // Newest first: the submission, then the creation.
    const items = within(historyBox).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Draft');
    expect(items[0]?.textContent).toContain('Submitted');
    expect(items[1]?.textContent).toContain('Created as');
  });

  it('offers only the statuses an admin may choose from the current one, never Draft', async () => {
    await openDialog({ 'admin.application.byId': () => detail() });
    expect(updateButton().disabled).toBe(true);

    const options = await openSelect('New Status');
    expect(options).toEqual([
      'Under review',
      'Incomplete',
      'Submitted to university',
      'Accepted conditional offer',
      'Accepted payment pending',
      'Payment clearing',
      'Approved',
      'Completed',
      'Rejected',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Under review' }));
    expect(updateButton().disabled).toBe(false);
  });

  it('uses the status the server reports now, not the one the list showed', async () => {
    await openDialog({ 'admin.application.byId': () => detail({ status: 'under-review' }) });
    await waitFor(() => expect(screen.getByText('Under review')).toBeTruthy());
    const options = await openSelect('New Status');
    expect(options).toContain('Submitted');
    expect(options).not.toContain('Under review');
    fireEvent.click(screen.getByRole('option', { name: 'Submitted' }));
    expect(updateButton().disabled).toBe(false);
  });

  it('lists the unverified required documents before forwarding and sends the confirmation', async () => {
    const { callsTo } = await openDialog({
      'admin.application.byId': () => detail(),
      'application.checklist': () => ({
        applicationId: 41,
        items: [
          fakeChecklistItem('passport', 'verified'),
          fakeChecklistItem('transcript', 'uploaded'),
          fakeChecklistItem('english-proficiency', 'missing'),
        ],
        complete: 2,
        total: 3,
        missingToSubmit: [],
        missingBeforeForwarding: ['english-proficiency'],
      }),
      'admin.application.changeStatus': () => detail({ status: 'submitted-to-university' }),
    });
    await chooseOption('New Status', 'Submitted to university');
    const list = await screen.findByRole('list', { name: 'Documents not verified' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Transcript (uploaded, awaiting check)', 'English proficiency (missing)']);
    expect(updateButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Forward to the university anyway' }));
    expect(updateButton().disabled).toBe(false);
    fireEvent.click(updateButton());
    await waitFor(() => expect(callsTo('admin.application.changeStatus')).toHaveLength(1));
    expect(callsTo('admin.application.changeStatus')[0]?.input).toEqual({
      id: 41,
      status: 'submitted-to-university',
      confirmForwarding: true,
    });
  });

  it('forwards without a question when every required document is verified', async () => {
    const { callsTo } = await openDialog({
      'admin.application.byId': () => detail(),
      'application.checklist': () => ({
        applicationId: 41,
        items: [fakeChecklistItem('passport', 'verified')],
        complete: 1,
        total: 1,
        missingToSubmit: [],
        missingBeforeForwarding: [],
      }),
      'admin.application.changeStatus': () => detail({ status: 'submitted-to-university' }),
    });
    await chooseOption('New Status', 'Submitted to university');
    await waitFor(() => expect(updateButton().disabled).toBe(false));
    expect(screen.queryByRole('list', { name: 'Documents not verified' })).toBeNull();
    fireEvent.click(updateButton());
    await waitFor(() => expect(callsTo('admin.application.changeStatus')).toHaveLength(1));
    expect(callsTo('admin.application.changeStatus')[0]?.input).toEqual({
      id: 41,
      status: 'submitted-to-university',
    });
  });

  it('asks for the field each status carries, and only that one', async () => {
    await openDialog({ 'admin.application.byId': () => detail() });
    expect(screen.queryByLabelText('Rejection Reason')).toBeNull();
    expect(screen.queryByLabelText('Conditional Offer Terms')).toBeNull();
    expect(screen.queryByLabelText('Payment has been confirmed')).toBeNull();

    await chooseOption('New Status', 'Rejected');
    expect(screen.getByLabelText('Rejection Reason')).toBeTruthy();
    expect(screen.queryByLabelText('Conditional Offer Terms')).toBeNull();

    await chooseOption('New Status', 'Accepted conditional offer');
    expect(screen.getByLabelText('Conditional Offer Terms')).toBeTruthy();
    expect(screen.queryByLabelText('Rejection Reason')).toBeNull();

    await chooseOption('New Status', 'Payment clearing');
    expect(screen.getByRole('checkbox', { name: 'Payment has been confirmed' })).toBeTruthy();
    expect(screen.queryByLabelText('Conditional Offer Terms')).toBeNull();

    await chooseOption('New Status', 'Approved');
    expect(screen.queryByLabelText('Payment has been confirmed')).toBeNull();
    expect(screen.getByLabelText('Status Change Notes')).toBeTruthy();
  });

  it('sends the change with its notes and field, then toasts and closes', async () => {
    const { callsTo } = await openDialog({
      'admin.application.byId': () => detail(),
      'admin.application.changeStatus': (input) =>
        detail({ status: input.status as AdminApplication['status'] }),
    });
    await chooseOption('New Status', 'Rejected');
    fireEvent.change(screen.getByLabelText('Rejection Reason'), {
      target: { value: 'Entry requirements not met' },
    });
    fireEvent.change(screen.getByLabelText('Status Change Notes'), {
      target: { value: 'Checked with the faculty' },
    });
    fireEvent.click(updateButton());

    await waitFor(() => expect(callsTo('admin.application.changeStatus')).toHaveLength(1));
    expect(callsTo('admin.application.changeStatus')[0]?.input).toEqual({
      id: 41,
      status: 'rejected',
      notes: 'Checked with the faculty',
      rejectionReason: 'Entry requirements not met',
    });
    expect(await screen.findByText('Status updated successfully')).toBeTruthy();
    expect(screen.getByText('Application status changed to Rejected')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Application Status' })).toBeNull(),
    );
  });

  it('sends the payment confirmation for payment clearing', async () => {
    const { callsTo } = await openDialog({
      'admin.application.byId': () => detail(),
      'admin.application.changeStatus': () => detail({ status: 'payment-clearing' }),
    });
    await chooseOption('New Status', 'Payment clearing');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Payment has been confirmed' }));
    fireEvent.click(updateButton());
    await waitFor(() => expect(callsTo('admin.application.changeStatus')).toHaveLength(1));
    expect(callsTo('admin.application.changeStatus')[0]?.input).toEqual({
      id: 41,
      status: 'payment-clearing',
      paymentConfirmation: true,
    });
  });

  it('reports a refusal with the server message and keeps the dialog open', async () => {
    await openDialog({
      'admin.application.byId': () => detail(),
      'admin.application.changeStatus': () => {
        throw trpcServerError('The new status must differ from the current one', 400, [
          { path: 'status', message: 'The new status must differ from the current one' },
        ]);
      },
    });
    await chooseOption('New Status', 'Approved');
    fireEvent.click(updateButton());
    expect(await screen.findByText('Failed to update status')).toBeTruthy();
    expect(
      screen.getAllByText('The new status must differ from the current one').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Change Application Status' })).toBeTruthy();
  });

  it('says "An unknown error occurred" when the failure has no message', async () => {
    await openDialog({
      'admin.application.byId': () => detail(),
      'admin.application.changeStatus': () => {
        throw trpcServerError('', 500);
      },
    });
    await chooseOption('New Status', 'Approved');
    fireEvent.click(updateButton());
    expect(await screen.findByText('An unknown error occurred')).toBeTruthy();
  });
});
