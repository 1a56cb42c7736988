// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError, type ProcedureOutput } from '@uniguide/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import { OverviewCharts } from './overview-charts';
import { StatCards } from './stat-cards';

const stats = {
  totalApplications: 1250,
  pendingReviews: 37,
  approvedApplications: 410,
  activeAgents: 58,
  totalStudents: 1190,
  totalUniversities: 31,
};

afterEach(() => {
  clearToasts();
  cleanup();
});

describe('<StatCards />', () => {
  it('shows the six counters of docs/product.md §3 in order', async () => {
    await renderLoadedPage(<StatCards />, { handlers: { 'admin.stats': () => stats } });
    const region = screen.getByRole('region', { name: 'Statistics' });
    await within(region).findByText('1,250');
    expect(
      within(region)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'Total Applications',
      'Pending Reviews',
      'Approved Applications',
      'Active Agents',
      'Total Students',
      'Universities',
    ]);
    for (const value of ['37', '410', '58', '1,190', '31']) {
      expect(within(region).getByText(value)).toBeTruthy();
    }
  });

  it('says "Failed to load admin dashboard statistics" in the card area, and retries', async () => {
    let calls = 0;
    await renderLoadedPage(<StatCards />, {
      handlers: {
        'admin.stats': () => {
          calls += 1;
          if (calls === 1) throw trpcServerError('Administrator access is required', 403);
          return stats;
        },
      },
    });
    const region = screen.getByRole('region', { name: 'Statistics' });
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load admin dashboard statistics');
    expect(alert.textContent).toContain('Administrator access is required');
    expect(within(region).queryByText('Total Applications')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('1,250')).toBeTruthy();
  });
});

describe('<OverviewCharts />', () => {
  const overview: ProcedureOutput<'admin.charts.overview'> = {
    byStatus: [
      { status: 'draft', count: 4 },
      { status: 'submitted', count: 9 },
      { status: 'rejected', count: 0 },
    ],
    perWeek: [
      { weekStart: '2026-03-02', count: 2 },
      { weekStart: '2026-03-09', count: 0 },
      { weekStart: '2026-03-16', count: 5 },
    ],
  };

  it('gives both charts a name and a table of their values', async () => {
    await renderLoadedPage(<OverviewCharts />, {
      handlers: { 'admin.charts.overview': () => overview },
    });
    const byStatus = await screen.findByRole('figure', { name: /Applications by status/ });
    expect(byStatus.getAttribute('aria-labelledby')).toBeTruthy();
    const statusTable = within(byStatus).getByRole('table', { name: 'Applications by status' });
    const statusRows = within(statusTable)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(statusRows).toEqual(['Draft4', 'Submitted9', 'Rejected0']);

    const weekly = screen.getByRole('figure', { name: /New applications per week/ });
    const weekRows = within(within(weekly).getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(weekRows).toEqual(['March 2, 20262', 'March 9, 20260', 'March 16, 20265']);
    expect(screen.getByRole('figure', { name: /\(7 in all\)/ })).toBe(weekly);
  });

  it('reports a failure inside each chart card', async () => {
    await renderLoadedPage(<OverviewCharts />, {
      handlers: {
        'admin.charts.overview': () => {
          throw trpcServerError('Database unavailable', 503);
        },
      },
    });
    // A 5xx is retried once (docs/product.md §8) before the failure shows.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 5000 });
    expect(screen.getAllByText('Failed to load chart data')).toHaveLength(2);
  });
});
