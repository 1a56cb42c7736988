// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError, fakePage, type FakeHandler } from '@uniguide/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listItemFixture } from '../testing/fixtures';
import { chooseOption, clearToasts, renderPage } from '@uniguide/client/testing/page';
import { ApplicationsPage, type ApplicationsPageProps } from './applications-page';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToasts();
  cleanup();
});

function renderList(
  handler: FakeHandler<'application.list'>,
  props: Partial<ApplicationsPageProps> = {},
) {
  const onSearchChange = vi.fn();
  const view = renderPage(
    <ApplicationsPage search={{}} onSearchChange={onSearchChange} {...props} />,
    { path: '/dashboard/applications', handlers: { 'application.list': handler } },
  );
  return { ...view, onSearchChange };
}

describe('<ApplicationsPage />', () => {
  it('shows "No applications yet" with Browse Programs when there are none', async () => {
    renderList(() => fakePage([]));
    expect(await screen.findByText('No applications yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Programs' }).getAttribute('href')).toBe(
      '/programs',
    );
  });

  it('shows the error state with the message and retries', async () => {
    let fail = true;
    const { callsTo } = renderList(() => {
      if (fail) throw trpcServerError('Database is unavailable', 503);
      return fakePage([listItemFixture()]);
    });
    // One retry first (docs/product.md §8), then the error state.
    expect(
      await screen.findByText('Error Loading Applications', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Database is unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByText('MSc Data Science')).length).toBeGreaterThan(0);
    expect(callsTo('application.list').length).toBeGreaterThanOrEqual(2);
  });

  it('falls back to the fallback text of docs/product.md §6 when the error has no message', async () => {
    renderList(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await screen.findByText(
        'There was a problem loading your applications. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('asks to sign in again when the session has ended', async () => {
    renderList(() => {
      throw trpcServerError('Please sign in to continue', 401);
    });
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fdashboard%2Fapplications',
    );
  });

  it('lists each application with program, student, status, dates and actions', async () => {
    renderList(() =>
      fakePage([
        listItemFixture(),
        listItemFixture({ id: 42, status: 'draft', submittedAt: null, studentFirstName: 'Omar' }),
      ]),
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('MSc Data Science')).toBeTruthy();
    expect(first.getByText('Khalifa University')).toBeTruthy();
    expect(first.getByText('Amina Yusuf')).toBeTruthy();
    expect(first.getByText('Submitted')).toBeTruthy();
    // The table's dates are short, so a row fits a laptop screen.
    expect(first.getAllByText('Apr 2, 2025')).toHaveLength(2);
    expect(first.getAllByText(/ago$/)).toHaveLength(2);
    expect(
      first.getByRole('link', { name: 'View application for Amina Yusuf' }).getAttribute('href'),
    ).toBe('/dashboard/applications/41');
    expect(
      first.getByRole('link', { name: 'Edit application for Amina Yusuf' }).getAttribute('href'),
    ).toBe('/dashboard/applications/41/edit');
    const second = within(rows[1]!);
    expect(second.getByText('Draft')).toBeTruthy();
    expect(second.getByText('Not submitted')).toBeTruthy();
  });

  it('opens the edit page on a row click or Enter, and View goes only to the view page', async () => {
    const { router } = renderList(() => fakePage([listItemFixture()]));
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;

    fireEvent.click(within(row).getByRole('link', { name: /View application/ }));
    expect(await screen.findByText('Navigated to /dashboard/applications/41')).toBeTruthy();

    await router.navigate({ to: '/dashboard/applications' });
    const again = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    fireEvent.keyDown(again, { key: 'Enter' });
    expect(await screen.findByText('Navigated to /dashboard/applications/41/edit')).toBeTruthy();

    await router.navigate({ to: '/dashboard/applications' });
    fireEvent.click(within(await screen.findByRole('table')).getByText('Amina Yusuf'));
    expect(await screen.findByText('Navigated to /dashboard/applications/41/edit')).toBeTruthy();
  });

  it('filters on the server and reports a filter change', async () => {
    const { callsTo, onSearchChange } = renderList(() => fakePage([]), {
      search: { status: 'draft', page: 2 },
    });
    expect(await screen.findByText('No matching applications')).toBeTruthy();
    expect(callsTo('application.list')[0]?.input).toEqual({
      page: 2,
      pageSize: 20,
      status: 'draft',
    });
    await chooseOption('Status', 'Approved');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'approved' });
    await chooseOption('Status', 'All');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: undefined });
  });

  it('searches and sorts on the server, keeping the status and going back to page 1', async () => {
    const { callsTo, onSearchChange } = renderList(() => fakePage([listItemFixture()]), {
      search: { search: 'amina', status: 'submitted', order: 'oldest', page: 3 },
    });
    await screen.findByRole('table');
    expect(callsTo('application.list')[0]?.input).toEqual({
      page: 3,
      pageSize: 20,
      status: 'submitted',
      search: 'amina',
      direction: 'asc',
    });
    await chooseOption('Sort', 'Recently updated');
    expect(onSearchChange).toHaveBeenLastCalledWith({
      search: 'amina',
      status: 'submitted',
      order: 'updated',
    });
    const box = screen.getByRole('searchbox', { name: 'Search applications' });
    fireEvent.change(box, { target: { value: 'omar' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearchChange).toHaveBeenLastCalledWith({
      search: 'omar',
      status: 'submitted',
      order: 'oldest',
    });
  });

  it('pages through many applications, twenty at a time', async () => {
    const { callsTo, onSearchChange } = renderList(() => fakePage([listItemFixture()], 250, 2), {
      search: { page: 2 },
    });
    expect(await screen.findByText('Showing 21–21 of 250')).toBeTruthy();
    expect(callsTo('application.list')[0]?.input).toEqual({ page: 2, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ page: 3 }));
  });
});
