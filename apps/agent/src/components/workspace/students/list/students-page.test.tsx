// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError } from '@uniguide/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, renderPage } from '@uniguide/client/testing/page';
import { studentListItemFixture, studentPageFixture } from '../testing/fixtures';
import { StudentsPage, type StudentsPageProps } from './students-page';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToasts();
  cleanup();
});

function renderList(handler: (input: unknown) => unknown, props: Partial<StudentsPageProps> = {}) {
  const onSearchChange = vi.fn();
  const view = renderPage(
    <StudentsPage search={undefined} page={1} onSearchChange={onSearchChange} {...props} />,
    { path: '/dashboard/students', handlers: { 'student.list': handler } },
  );
  return { ...view, onSearchChange };
}

describe('<StudentsPage />', () => {
  it('lists name, e-mail, nationality, applications, latest status and expiring documents', async () => {
    renderList(() =>
      studentPageFixture([
        studentListItemFixture({ expiringDocumentCount: 2, documentCount: 3 }),
        studentListItemFixture({
          id: 13,
          firstName: 'Omar',
          lastName: 'Haddad',
          email: 'omar@example.com',
          nationality: 'Jordanian',
          applicationCount: 0,
          latestStatus: null,
        }),
      ]),
    );
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const amina = within(first!);
    expect(amina.getByRole('link', { name: 'Amina Yusuf' }).getAttribute('href')).toBe(
      '/dashboard/students/12',
    );
    expect(amina.getByText('amina.yusuf@example.com')).toBeTruthy();
    expect(amina.getByText('Nigerian')).toBeTruthy();
    expect(amina.getByText('2')).toBeTruthy();
    expect(amina.getByText('Submitted')).toBeTruthy();
    expect(amina.getByText(/2 expiring/)).toBeTruthy();
    expect(amina.getByText('3 documents')).toBeTruthy();
    const omar = within(second!);
    expect(omar.getByText('No applications')).toBeTruthy();
    // An empty file is never "Up to date".
    expect(omar.getByText('No documents')).toBeTruthy();
    expect(omar.queryByText('Up to date')).toBeNull();
    expect(omar.queryByText(/expiring/)).toBeNull();
  });

  it('opens the student page on a row click or Enter', async () => {
    const { router } = renderList(() => studentPageFixture([studentListItemFixture()]));
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    fireEvent.click(within(row).getByText('Nigerian'));
    expect(await screen.findByText('Navigated to /dashboard/students/12')).toBeTruthy();

    await router.navigate({ to: '/dashboard/students' });
    const again = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    fireEvent.keyDown(again, { key: 'Enter' });
    expect(await screen.findByText('Navigated to /dashboard/students/12')).toBeTruthy();
  });

  it('searches on the server after a pause in typing and reports it for the address', async () => {
    const { callsTo, onSearchChange } = renderList(() =>
      studentPageFixture([studentListItemFixture()]),
    );
    await screen.findByRole('table');
    expect(callsTo('student.list')[0]?.input).toEqual({ page: 1, pageSize: 20 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search students' }), {
      target: { value: ' amina ' },
    });
    expect(onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ search: 'amina' }));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });

  it('sends the search of the address and offers to clear it when nothing matches', async () => {
    const { callsTo, onSearchChange } = renderList(() => studentPageFixture([]), {
      search: 'zz',
    });
    expect(await screen.findByText('No students match “zz”')).toBeTruthy();
    expect(callsTo('student.list')[0]?.input).toEqual({ page: 1, pageSize: 20, search: 'zz' });
    expect(
      (screen.getByRole('searchbox', { name: 'Search students' }) as HTMLInputElement).value,
    ).toBe('zz');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });

  it('shows the empty state with Browse Programs when the agent has no students', async () => {
    renderList(() => studentPageFixture([]));
    expect(await screen.findByText('No students yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Programs' }).getAttribute('href')).toBe(
      '/dashboard/programs',
    );
  });

  it('pages through many students and keeps the search', async () => {
    const { callsTo, onSearchChange } = renderList(
      () => studentPageFixture([studentListItemFixture()], { total: 45, page: 2 }),
      { page: 2, search: 'a' },
    );
    expect(await screen.findByText('Showing 21–21 of 45')).toBeTruthy();
    expect(callsTo('student.list')[0]?.input).toEqual({ page: 2, pageSize: 20, search: 'a' });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onSearchChange).toHaveBeenCalledWith({ search: 'a', page: 3 });
  });

  it('shows the error with a retry, and asks to sign in after a 401', async () => {
    let fail = true;
    renderList(() => {
      if (fail) throw trpcServerError('Database is unavailable', 503);
      return studentPageFixture([studentListItemFixture()]);
    });
    expect(await screen.findByText('Error Loading Students', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Database is unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByText('Amina Yusuf')).length).toBeGreaterThan(0);
    cleanup();

    renderList(() => {
      throw trpcServerError('Please sign in to continue', 401);
    });
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
  });
});
