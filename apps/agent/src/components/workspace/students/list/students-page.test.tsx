// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  trpcServerError,
  type FakeHandler,
  type FakeHandlers,
  fakeUser,
} from '@uniguide/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, clearToasts, renderPage } from '@uniguide/client/testing/page';
import { studentListItemFixture, studentPageFixture } from '../testing/fixtures';
import { StudentsPage, type StudentsPageProps } from './students-page';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToasts();
  cleanup();
});

function renderList(
  handler: FakeHandler<'student.list'>,
  props: Partial<StudentsPageProps> = {},
  handlers: FakeHandlers = {},
) {
  const onSearchChange = vi.fn();
  const view = renderPage(
    <StudentsPage search={undefined} page={1} onSearchChange={onSearchChange} {...props} />,
    { path: '/dashboard/students', handlers: { 'student.list': handler, ...handlers } },
  );
  return { ...view, onSearchChange };
}

const LONG_NAME = 'Mohammed Abdulrahman Al-Hashimi Bin Rashid';

const owner = fakeUser({
  id: 7,
  username: 'owner@agency.test',
  firstName: 'Nadia',
  lastName: 'Karim',
  agencyName: 'Gulf Pathways',
});

const member = (id: number, firstName: string, lastName: string) => ({
  id,
  username: `${firstName.toLowerCase()}@agency.test`,
  firstName,
  lastName,
  agencyRole: id === 7 ? ('owner' as const) : ('counsellor' as const),
  active: true,
  createdAt: '2025-01-02T08:00:00.000Z',
  studentCount: 1,
  applicationCount: 1,
});

const ownerHandlers: FakeHandlers = {
  'auth.me': () => owner,
  'agency.mine': () => ({
    id: 1,
    name: 'Gulf Pathways',
    active: true,
    myRole: 'owner',
    members: [
      member(7, 'Nadia', 'Karim'),
      member(9, 'Mohammed Abdulrahman', 'Al-Hashimi Bin Rashid'),
    ],
    invites: [],
  }),
};

describe('<StudentsPage /> for an agency owner', () => {
  it('names each student’s counsellor and cuts long names with the whole name in the title', async () => {
    renderList(
      () =>
        studentPageFixture([
          studentListItemFixture({
            firstName: 'Mohammed Abdulrahman',
            lastName: 'Al-Hashimi Bin Rashid',
            counsellor: { id: 9, name: LONG_NAME },
          }),
        ]),
      {},
      ownerHandlers,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Counsellor' })).toBeTruthy();
    const row = within(within(table).getAllByRole('row')[1]!);
    const link = row.getByRole('link', { name: LONG_NAME });
    expect(link.getAttribute('title')).toBe(LONG_NAME);
    expect(link.className).toContain('truncate');
    // Cut in its own direction: a Latin name on an Arabic page keeps its start.
    expect(link.getAttribute('dir')).toBe('auto');
    const counsellor = row.getAllByText(LONG_NAME).find((node) => node !== link)!;
    expect(counsellor.getAttribute('title')).toBe(LONG_NAME);
    expect(counsellor.className).toContain('truncate');
    expect(counsellor.getAttribute('dir')).toBe('auto');
  });

  it('filters by counsellor through the list procedure and keeps the filter in the address', async () => {
    const { callsTo, onSearchChange } = renderList(
      () => studentPageFixture([studentListItemFixture()]),
      { counsellor: 9 },
      ownerHandlers,
    );
    await screen.findByRole('table');
    await waitFor(() =>
      expect(callsTo('student.list').at(-1)?.input).toEqual({
        page: 1,
        pageSize: 20,
        counsellorId: 9,
      }),
    );
    await chooseOption('Counsellor', 'Nadia Karim');
    expect(onSearchChange).toHaveBeenLastCalledWith({ counsellor: 7 });
    await chooseOption('Counsellor', 'All members');
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });

  it('shows no counsellor column or filter to a counsellor', async () => {
    renderList(
      () => studentPageFixture([studentListItemFixture()]),
      {},
      {
        'auth.me': () => ({ ...owner, agencyRole: 'counsellor' }),
      },
    );
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Counsellor' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Counsellor' })).toBeNull();
  });
});

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
