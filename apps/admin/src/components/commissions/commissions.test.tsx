// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError, type FakeHandlers, fakeUser } from '@uniguide/client/testing';
import type { AdminUniversity } from '../catalogue/catalogue-types';
import { adminUniversityFixture } from '../catalogue/testing/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import { commissionFixture, pageOf, summaryFixture } from './commission-fixtures';
import { CommissionsPage } from './commissions-page';
import type { CommissionsSearch } from './commissions-search';
import { PayoutsPage } from './payouts-page';

afterEach(() => {
  clearToasts();
  cleanup();
});

const university = (id: number, name: string): AdminUniversity =>
  adminUniversityFixture({ id, name, location: null, emirate: null, programCount: 0 });

const universities = [university(3, 'Khalifa University'), university(4, 'Zayed University')];

async function renderCommissions(handlers: FakeHandlers = {}, search: CommissionsSearch = {}) {
  const onSearchChange = vi.fn();
  const view = await renderLoadedPage(
    <CommissionsPage search={search} onSearchChange={onSearchChange} />,
    {
      path: '/commissions',
      handlers: {
        'admin.commissions.summary': () => summaryFixture,
        'admin.commissions.list': () => pageOf([commissionFixture()]),
        'admin.university.list': () => universities,
        'admin.user.byId': () => ({
          user: fakeUser({
            id: 12,
            username: 'karim@example.com',
            firstName: 'Karim',
            lastName: 'Haddad',
          }),
          applications: [],
          applicationCount: 0,
          recentAudit: [],
        }),
        ...handlers,
      },
    },
  );
  return { ...view, onSearchChange };
}

async function rowOf(student: string) {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(student))!;
}

describe('<CommissionsPage />', () => {
  it('shows the totals across all agents', async () => {
    await renderCommissions();
    const totals = await screen.findByRole('region', { name: 'Commission totals' });
    await within(totals).findByText('AED 10,000');
    expect(totals.textContent).toContain('Paid');
    expect(totals.textContent).toContain('2 commissions');
    expect(totals.textContent).toContain('DueAED 5,6251 commission');
    expect(totals.textContent).toContain('OverdueAED 2,5001 commission');
    expect(screen.getByText('Totals across all agents')).toBeTruthy();
  });

  it('lists agent, student, program, amount with its rate, payout date, status and moves', async () => {
    await renderCommissions({
      'admin.commissions.list': () =>
        pageOf([
          commissionFixture(),
          commissionFixture({
            id: 6,
            studentName: 'Omar Said',
            status: 'invoiced',
            overdue: true,
            expectedPayoutOn: '2026-01-10',
          }),
          commissionFixture({ id: 7, studentName: 'Lina Aziz', status: 'reversed' }),
        ]),
    });
    const first = within(await rowOf('Amina Yusuf'));
    expect(first.getByRole('link', { name: 'Karim Haddad' }).getAttribute('href')).toBe(
      '/commissions?agentId=12',
    );
    expect(first.getByText('AED 5,625')).toBeTruthy();
    expect(first.getByText('12.5% of AED 45,000')).toBeTruthy();
    expect(first.getByText('May 31, 2026')).toBeTruthy();
    expect(first.getByText('Pending')).toBeTruthy();
    expect(
      first.getAllByRole('button', { name: /^(Mark|Undo)/ }).map((button) => button.textContent),
    ).toEqual(['Mark invoiced', 'Mark paid']);

    const overdue = await rowOf('Omar Said');
    expect(overdue.className).toContain('bg-destructive/5');
    expect(within(overdue).getByText('Overdue')).toBeTruthy();
    expect(
      within(overdue)
        .getAllByRole('button', { name: /^(Mark|Undo)/ })
        .map((button) => button.textContent),
    ).toEqual(['Mark paid', 'Undo invoice']);

    expect(within(await rowOf('Lina Aziz')).getByText('No actions')).toBeTruthy();
  });

  it('marks a commission paid after a confirmation, says so and refreshes the list', async () => {
    let status = 'pending';
    const { callsTo } = await renderCommissions({
      'admin.commissions.list': () => pageOf([commissionFixture({ status: status as 'pending' })]),
      'admin.commissions.move': (input) => {
        status = (input as { status: string }).status;
        return commissionFixture({ status: 'paid' });
      },
    });
    fireEvent.click(
      within(await rowOf('Amina Yusuf')).getByRole('button', {
        name: 'Mark paid: Amina Yusuf, Karim Haddad',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: "Mark Amina Yusuf's commission as paid?",
    });
    expect(confirm.textContent).toContain(
      'AED 5,625 to Karim Haddad for MSc Data Science, Khalifa University.',
    );
    expect(callsTo('admin.commissions.move')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark paid' }));

    expect(await screen.findByText('Commission marked as paid')).toBeTruthy();
    expect(callsTo('admin.commissions.move')[0]?.input).toEqual({ id: 5, status: 'paid' });
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Paid')).toBeTruthy());
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('button', { name: /^(Mark|Undo)/ })
        .map((button) => button.textContent),
    ).toEqual(['Undo payment']);
  });

  it('cancels a move without calling the server', async () => {
    const { callsTo } = await renderCommissions();
    fireEvent.click(
      within(await rowOf('Amina Yusuf')).getByRole('button', { name: /^Mark invoiced/ }),
    );
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('admin.commissions.move')).toHaveLength(0);
  });

  it("shows the server's refusal of a move", async () => {
    await renderCommissions({
      'admin.commissions.move': () => {
        throw trpcServerError(
          'This commission was reversed because its application is no longer completed',
          409,
        );
      },
    });
    fireEvent.click(
      within(await rowOf('Amina Yusuf')).getByRole('button', { name: /^Mark invoiced/ }),
    );
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark invoiced' }));
    expect(await screen.findByText('The commission could not be updated')).toBeTruthy();
    expect(
      screen.getByText(
        'This commission was reversed because its application is no longer completed',
      ),
    ).toBeTruthy();
  });

  it('sets the amount of a commission earned without a tuition figure', async () => {
    let amountFils: number | null = null;
    const { callsTo } = await renderCommissions({
      'admin.commissions.list': () =>
        pageOf([commissionFixture({ amountFils, tuitionFils: null })]),
      'admin.commissions.setAmount': () => {
        amountFils = 450_050;
        return commissionFixture({ amountFils });
      },
    });
    const row = within(await rowOf('Amina Yusuf'));
    expect(row.getByText('To be confirmed')).toBeTruthy();
    expect(row.getByText('No tuition figure')).toBeTruthy();
    fireEvent.click(
      row.getByRole('button', { name: "Set the amount of Amina Yusuf's commission" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set the commission amount' });
    const amount = within(dialog).getByLabelText('Amount (AED)', { exact: false });
    fireEvent.change(amount, { target: { value: '4,500.555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save amount' }));
    expect(
      await within(dialog).findByText(
        'Amount must be in AED with at most two decimals, e.g. 4500 or 4500.50',
      ),
    ).toBeTruthy();
    expect(callsTo('admin.commissions.setAmount')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '4500.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByText('Commission amount corrected')).toBeTruthy();
    expect(callsTo('admin.commissions.setAmount')[0]?.input).toEqual({
      id: 5,
      amountAed: '4500.50',
    });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('AED 4,500.50')).toBeTruthy(),
    );
    expect(
      within(screen.getByRole('table')).getByText('Set by an admin (no tuition figure)'),
    ).toBeTruthy();
  });

  it('offers no correction once a commission is paid', async () => {
    await renderCommissions({
      'admin.commissions.list': () => pageOf([commissionFixture({ status: 'paid' })]),
    });
    expect(
      within(await rowOf('Amina Yusuf')).queryByRole('button', { name: /amount of/ }),
    ).toBeNull();
  });

  it('filters by status and university on the server', async () => {
    const { callsTo, onSearchChange } = await renderCommissions(
      { 'admin.commissions.list': () => pageOf([]) },
      { status: 'overdue', universityId: 3, search: 'Amina' },
    );
    expect(await screen.findByText('No commissions match these filters')).toBeTruthy();
    expect(callsTo('admin.commissions.list')[0]?.input).toEqual({
      search: 'Amina',
      status: 'overdue',
      universityId: 3,
      sort: 'payout-asc',
      page: 1,
      pageSize: 20,
    });
    await chooseOption('Status', 'Due');
    expect(onSearchChange).toHaveBeenLastCalledWith({
      search: 'Amina',
      status: 'due',
      universityId: 3,
    });
    await chooseOption('University', 'Zayed University');
    expect(onSearchChange).toHaveBeenLastCalledWith({
      search: 'Amina',
      status: 'overdue',
      universityId: 4,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });

  it('shows the agent filter by name, totals for that agent, and removes it', async () => {
    const { callsTo, onSearchChange } = await renderCommissions({}, { agentId: 12 });
    expect(
      await screen.findByText('Karim Haddad', { selector: 'span.font-semibold' }),
    ).toBeTruthy();
    expect(screen.getByText('Totals for the chosen agent')).toBeTruthy();
    expect(callsTo('admin.commissions.summary')[0]?.input).toEqual({ agentId: 12 });
    expect(callsTo('admin.commissions.list')[0]?.input).toMatchObject({ agentId: 12 });
    fireEvent.click(screen.getByRole('button', { name: /remove the filter on Karim Haddad/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });

  it('exports the filtered commissions as CSV', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:commissions');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { callsTo } = await renderCommissions(
      {
        'admin.commissions.exportCsv': () => ({
          filename: 'commissions-2026-04-15.csv',
          csv: 'ID\r\n5\r\n',
          rowCount: 1,
          total: 1,
          truncated: false,
        }),
      },
      { status: 'due', agentId: 12 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('1 commission exported to commissions-2026-04-15.csv.'),
    ).toBeTruthy();
    expect(callsTo('admin.commissions.exportCsv')[0]?.input).toEqual({
      status: 'due',
      agentId: 12,
      sort: 'payout-asc',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'commissions-2026-04-15.csv',
    );
    click.mockRestore();
  });
});

describe('<PayoutsPage />', () => {
  it('queues the unpaid commissions with the owed totals and quick moves', async () => {
    const { callsTo } = await renderLoadedPage(
      <PayoutsPage search={{}} onSearchChange={() => undefined} />,
      {
        path: '/commissions/payouts',
        handlers: {
          'admin.commissions.summary': () => summaryFixture,
          'admin.commissions.payouts': () =>
            pageOf([
              commissionFixture({ id: 6, studentName: 'Omar Said', overdue: true }),
              commissionFixture({ status: 'invoiced' }),
            ]),
        },
      },
    );
    expect(await screen.findByText('1 commission overdue (AED 2,500)')).toBeTruthy();
    expect(screen.getByText('1 commission due later (AED 5,625)')).toBeTruthy();
    expect(callsTo('admin.commissions.payouts')[0]?.input).toEqual({ page: 1, pageSize: 20 });
    const overdue = await rowOf('Omar Said');
    expect(overdue.className).toContain('bg-destructive/5');
    expect(within(overdue).getByRole('button', { name: /^Mark invoiced/ })).toBeTruthy();
    expect(
      within(await rowOf('Amina Yusuf')).getByRole('button', { name: /^Mark paid/ }),
    ).toBeTruthy();
  });

  it('says when there is nothing to pay', async () => {
    await renderLoadedPage(<PayoutsPage search={{}} onSearchChange={() => undefined} />, {
      path: '/commissions/payouts',
      handlers: {
        'admin.commissions.summary': () => summaryFixture,
        'admin.commissions.payouts': () => pageOf([]),
      },
    });
    expect(await screen.findByText('Nothing to pay: every commission is paid.')).toBeTruthy();
  });
});
