// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fakePage } from '@uniguide/client/testing';
import { chooseOption, clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import { ApplicationsPage } from './applications-page';
import { adminApplicationRowFixture } from './testing/fixtures';
import type { ApplicationsSearch } from './applications-search';

function Harness({ initial = {} }: { initial?: ApplicationsSearch }) {
  const [search, setSearch] = useState<ApplicationsSearch>(initial);
  return <ApplicationsPage search={search} onSearchChange={setSearch} />;
}

type ListInput = { search: string; status: string; direction: string; page: number };

afterEach(() => {
  clearToasts();
  cleanup();
  vi.useRealTimers();
});

describe('<ApplicationsPage />', () => {
  it('lists the applications with the columns of docs/product.md §3', async () => {
    await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.application.list': () => fakePage([adminApplicationRowFixture(7)], 1),
      },
    });
    // The first render of the console in this file; a busy machine needs more than a second.
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Student', 'Program', 'University', 'Status', 'Updated', 'Actions']);
    const cells = within(table).getAllByRole('row')[1]!;
    expect(cells.textContent).toContain('#7');
    expect(cells.textContent).toContain('Jane Doe 7');
    expect(cells.textContent).toContain('jane7@example.com');
    expect(cells.textContent).toContain('Khalifa University');
    expect(within(cells).getByText('Submitted')).toBeTruthy();
    expect(cells.querySelector('img')?.getAttribute('src')).toBe(
      '/images/universities/khalifa.svg',
    );
    expect(
      within(cells).getByRole('button', { name: /Change status of application #7/ }),
    ).toBeTruthy();
    expect(
      within(cells)
        .getByRole('link', { name: /View application #7/ })
        .getAttribute('href'),
    ).toBe('/applications/7');
    expect(screen.getByText('Showing 1–1 of 1 applications')).toBeTruthy();
  });

  it('says "No applications found" when nothing matches', async () => {
    await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.application.list': () => fakePage([], 0),
      },
    });
    expect(await screen.findByText('No applications found')).toBeTruthy();
  });

  it('offers every application of a status when a queue view has none of it', async () => {
    const { callsTo } = await renderLoadedPage(<Harness initial={{ status: 'under-review' }} />, {
      handlers: {
        'admin.application.list': () => fakePage([], 0),
      },
    });
    await screen.findByText('No applications found');
    fireEvent.click(screen.getByRole('button', { name: 'Show every under review application' }));
    await waitFor(() =>
      expect(callsTo('admin.application.list').at(-1)?.input).toMatchObject({
        view: 'all',
        status: 'under-review',
      }),
    );
    expect(screen.queryByRole('button', { name: /Show every/ })).toBeNull();
  });

  it('sends search, status and order to the server, and resets them', async () => {
    const { callsTo } = await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.application.list': () => fakePage([], 0),
      },
    });
    await screen.findByText('No applications found');
    const lastInput = () => callsTo('admin.application.list').at(-1)?.input as ListInput;
    expect(lastInput()).toMatchObject({ search: '', status: 'all', direction: 'desc', page: 1 });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  Data Sci ' } });
    // Debounced: nothing is sent while typing.
    expect(lastInput().search).toBe('');
    await waitFor(() => expect(lastInput().search).toBe('Data Sci'));

    await chooseOption('Status', 'Under review');
    await waitFor(() => expect(lastInput().status).toBe('under-review'));
    // The queue keeps its own order; the sort is the all-applications view's.
    expect(screen.queryByRole('combobox', { name: 'Sort by last update' })).toBeNull();
    expect(screen.getByText('Longest waiting first')).toBeTruthy();
    await chooseOption('Show', 'All applications');
    await chooseOption('Sort by last update', 'Oldest first');
    await waitFor(() =>
      expect(lastInput()).toMatchObject({
        search: 'Data Sci',
        status: 'under-review',
        view: 'all',
        direction: 'asc',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    // The unfiltered first page is still cached from the start, so it shows without a new call.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('All'),
    );
    expect(screen.getByRole('combobox', { name: 'Show' }).textContent).toBe('Needs an admin');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('pages on the server', async () => {
    const { callsTo } = await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.application.list': (input) => {
          const { page } = input as ListInput;
          return fakePage([adminApplicationRowFixture(page * 100)], 45, page);
        },
      },
    });
    await screen.findByText('#100');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('#300')).toBeTruthy();
    expect((callsTo('admin.application.list').at(-1)?.input as ListInput).page).toBe(3);
  });

  it('exports the filtered list as a CSV download', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { callsTo } = await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.application.list': () => fakePage([adminApplicationRowFixture(1)], 1),
        'admin.application.exportCsv': () => ({
          filename: 'applications-2026-03-18.csv',
          csv: 'ID\r\n1\r\n',
          rowCount: 1,
          total: 1,
          truncated: false,
        }),
      },
    });
    await screen.findByText('#1');
    await chooseOption('Status', 'Submitted');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    });
    await waitFor(() => expect(callsTo('admin.application.exportCsv')).toHaveLength(1));
    expect(callsTo('admin.application.exportCsv')[0]?.input).toEqual({
      search: '',
      status: 'submitted',
      sort: 'updatedAt',
      direction: 'desc',
    });
    await screen.findByText('Export ready');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 application exported to applications-2026-03-18.csv.')).toBeTruthy();
    click.mockRestore();
  });
});
