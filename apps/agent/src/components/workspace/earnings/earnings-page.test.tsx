// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError, type FakeHandlers, fakePage } from '@uniguide/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, clearToasts, renderPage } from '@uniguide/client/testing/page';
import { commissionFixture, earningsFixture } from './commission-fixtures';
import { EarningsPage, type EarningsPageProps } from './earnings-page';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToasts();
  cleanup();
  vi.restoreAllMocks();
});

function renderEarnings(handlers: FakeHandlers = {}, props: Partial<EarningsPageProps> = {}) {
  const onSearchChange = vi.fn();
  const view = renderPage(
    <EarningsPage status={undefined} page={1} onSearchChange={onSearchChange} {...props} />,
    {
      path: '/dashboard/earnings',
      handlers: {
        'commission.earnings': () => earningsFixture(),
        'commission.list': () => fakePage([commissionFixture()]),
        ...handlers,
      },
    },
  );
  return { ...view, onSearchChange };
}

describe('<EarningsPage />', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-15T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows paid, due and overdue totals in AED with their counts', async () => {
    renderEarnings();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText('AED 12,500.50')).toBeTruthy();
    const card = (name: string) => within(totals).getByRole('group', { name }).textContent;
    expect(card('Paid')).toContain('AED 12,500.503 commissions');
    expect(card('Due')).toContain('AED 4,5001 commission');
    expect(card('Overdue')).toContain('AED 3,0001 commission');
  });

  it('charts the pipeline by stage and the last twelve months, with tables for screen readers', async () => {
    renderEarnings();
    const pipeline = await screen.findByRole('figure', { name: /Potential commission by stage/ });
    expect(pipeline.getAttribute('aria-labelledby')).toBeTruthy();
    expect(
      within(within(pipeline).getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Submitted2AED 9,000', 'Submitted to university1AED 0']);
    expect(screen.getByRole('figure', { name: /AED 9,000 from 3 applications/ })).toBe(pipeline);

    const months = screen.getByRole('figure', { name: /Earnings by month, last 12 months/ });
    const rows = within(within(months).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]?.textContent).toBe('April 2025AED 0AED 0');
    expect(rows[11]?.textContent).toBe('March 2026AED 9,000AED 4,500');
  });

  it('explains an empty pipeline', async () => {
    renderEarnings({
      'commission.earnings': () =>
        earningsFixture({
          pipeline: [{ status: 'submitted', applicationCount: 0, potentialFils: 0 }],
        }),
    });
    expect(await screen.findByText(/No applications in progress/)).toBeTruthy();
  });

  it('says so when nothing was earned in the last twelve months, instead of an empty axis', async () => {
    renderEarnings({
      'commission.earnings': () =>
        earningsFixture({
          months: earningsFixture().months.map((month) => ({
            ...month,
            earnedFils: 0,
            paidFils: 0,
          })),
        }),
    });
    expect(await screen.findByText(/No commission earned in the last 12 months yet/)).toBeTruthy();
    expect(screen.queryByRole('figure', { name: /Earnings by month/ })).toBeNull();
  });

  it('lists each commission with student, program, amount, payout date, status and dates', async () => {
    renderEarnings({
      'commission.list': () =>
        fakePage([
          commissionFixture(),
          commissionFixture({
            id: 6,
            studentName: 'Omar Said',
            status: 'invoiced',
            overdue: true,
            expectedPayoutOn: '2026-04-01',
            invoicedAt: '2026-03-20T08:00:00.000Z',
          }),
          commissionFixture({
            id: 7,
            studentName: 'Lina Haddad',
            amountFils: null,
            status: 'paid',
            invoicedAt: '2026-03-20T08:00:00.000Z',
            paidAt: '2026-04-02T08:00:00.000Z',
          }),
        ]),
    });
    const table = await screen.findByRole('table', { name: '' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText('Amina Yusuf')).toBeTruthy();
    expect(first.getByText('MSc Data Science')).toBeTruthy();
    expect(first.getByText('Khalifa University')).toBeTruthy();
    expect(first.getByText('AED 4,500')).toBeTruthy();
    expect(first.getByText('May 31, 2026')).toBeTruthy();
    expect(first.getByText('Pending')).toBeTruthy();
    expect(first.queryByText('Overdue')).toBeNull();

    const second = within(rows[1]!);
    expect(second.getByText('Invoiced')).toBeTruthy();
    expect(second.getByText('Overdue')).toBeTruthy();
    expect(second.getByText('Mar 20, 2026')).toBeTruthy();

    const third = within(rows[2]!);
    expect(third.getByText('To be confirmed')).toBeTruthy();
    expect(third.getByText('Paid')).toBeTruthy();
    expect(third.getByText('Apr 2, 2026')).toBeTruthy();
  });

  it('explains how commissions arise when there are none', async () => {
    renderEarnings({ 'commission.list': () => fakePage([]) });
    expect(await screen.findByText('No commissions yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Commissions appear here when an application you submitted is completed (the student has enrolled).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Applications' }).getAttribute('href')).toBe(
      '/dashboard/applications',
    );
  });

  it('filters on the server and reports a filter change', async () => {
    const { callsTo, onSearchChange } = renderEarnings(
      { 'commission.list': () => fakePage([]) },
      { status: 'overdue' },
    );
    expect(await screen.findByText('No commissions with this status')).toBeTruthy();
    expect(callsTo('commission.list')[0]?.input).toEqual({
      page: 1,
      pageSize: 20,
      status: 'overdue',
    });
    await chooseOption('Status', 'Paid');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'paid' });
    await chooseOption('Status', 'All');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: undefined });
  });

  it('pages through the list, twenty at a time', async () => {
    const { callsTo, onSearchChange } = renderEarnings(
      {
        'commission.list': () => fakePage([commissionFixture()], 45, 2),
      },
      { page: 2, status: 'due' },
    );
    expect(await screen.findByText('Showing 21–21 of 45')).toBeTruthy();
    expect(callsTo('commission.list')[0]?.input).toEqual({ page: 2, pageSize: 20, status: 'due' });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ status: 'due', page: 3 }));
  });

  it('downloads the filtered list as a CSV file', async () => {
    const createObjectURL = vi.fn(() => 'blob:commissions');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { callsTo } = renderEarnings(
      {
        'commission.exportCsv': () => ({
          filename: 'commissions-2026-04-15.csv',
          csv: 'ID,Student\r\n5,Amina Yusuf\r\n',
          rowCount: 1,
          total: 1,
          truncated: false,
        }),
      },
      { status: 'paid' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('1 commission saved to commissions-2026-04-15.csv.'),
    ).toBeTruthy();
    expect(callsTo('commission.exportCsv')[0]?.input).toEqual({
      sort: 'payout-asc',
      status: 'paid',
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('commissions-2026-04-15.csv');
  });

  it('says so when the download fails', async () => {
    renderEarnings({
      'commission.exportCsv': () => {
        throw trpcServerError('Too many exports, try again in a minute', 429);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Download failed')).toBeTruthy();
    expect(screen.getByText('Too many exports, try again in a minute')).toBeTruthy();
  });

  it('asks to sign in again when the session has ended', async () => {
    renderEarnings({
      'commission.earnings': () => {
        throw trpcServerError('Please sign in to continue', 401);
      },
    });
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fdashboard%2Fearnings',
    );
  });

  it('shows the error state when the earnings cannot be loaded, and retries', async () => {
    let fail = true;
    renderEarnings({
      'commission.earnings': () => {
        if (fail) throw trpcServerError('Database is unavailable', 503);
        return earningsFixture();
      },
    });
    expect(await screen.findByText('Error Loading Earnings', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Database is unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('AED 12,500.50')).toBeTruthy();
  });
});
