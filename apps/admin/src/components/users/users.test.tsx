// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fakeUser,
  trpcServerError,
  type ProcedureOutput,
  fakePage,
} from '@uniguide/client/testing';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import { UserDetailPage } from './user-detail-page';
import { UsersPage } from './users-page';
import type { UsersSearch } from './users-search';

type ListedUser = ProcedureOutput<'admin.user.list'>['items'][number];

function user(id: number, overrides: Partial<ListedUser> = {}): ListedUser {
  return {
    ...fakeUser({
      id,
      username: `user${id}@example.com`,
      firstName: 'Omar',
      lastName: `Khalil ${id}`,
      agencyName: 'Khalil Education',
      country: 'Jordan',
      phoneNumber: '+962 7 0000 0000',
      createdAt: '2026-01-05T10:00:00.000Z',
    }),
    applicationCount: 0,
    ...overrides,
  };
}

function Harness() {
  const [search, setSearch] = useState<UsersSearch>({});
  return <UsersPage search={search} onSearchChange={setSearch} />;
}

afterEach(() => {
  clearToasts();
  cleanup();
});

describe('<UsersPage />', () => {
  const admin = user(1, { role: 'admin', isAdmin: true, agencyName: null, firstName: 'Sara' });
  const agent = user(2);
  const inactive = user(3, { active: false });

  it('shows username, name, agency or "-", role, Active/Inactive and the actions', async () => {
    await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.user.list': () => fakePage([admin, agent, inactive]),
      },
    });
    const table = await screen.findByRole('table');
    const [, adminRow, agentRow, inactiveRow] = within(table).getAllByRole('row');
    expect(adminRow!.textContent).toContain('user1@example.com');
    expect(adminRow!.textContent).toContain('-');
    expect(adminRow!.textContent).toContain('admin');
    expect(
      (within(adminRow!).getByRole('button', { name: /Deactivate/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(agentRow!.textContent).toContain('Khalil Education');
    expect(within(agentRow!).getByText('Active')).toBeTruthy();
    expect(
      (within(agentRow!).getByRole('button', { name: /Deactivate/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(within(inactiveRow!).getByText('Inactive')).toBeTruthy();
    expect(within(inactiveRow!).getByRole('button', { name: /^Activate/ })).toBeTruthy();
    expect(within(agentRow!).getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      '/users/2',
    );
  });

  it('deactivates only after confirmation, then toasts and reloads', async () => {
    let active = true;
    const { callsTo } = await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.user.list': () => fakePage([user(2, { active })], 1),
        'admin.user.setActive': (input) => {
          active = (input as { active: boolean }).active;
          return user(2, { active });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Omar Khalil 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Omar Khalil 2?' });
    expect(callsTo('admin.user.setActive')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(callsTo('admin.user.setActive')).toHaveLength(1));
    expect(callsTo('admin.user.setActive')[0]?.input).toEqual({ id: 2, active: false });
    expect(await screen.findByText('User deactivated')).toBeTruthy();
    expect(await screen.findByText('Inactive')).toBeTruthy();
  });

  it('shows the server refusal in a destructive toast', async () => {
    await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.user.list': () => fakePage([agent]),
        'admin.user.setActive': () => {
          throw trpcServerError('Admin accounts cannot be deactivated', 403);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Omar Khalil 2' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to update user')).toBeTruthy();
    expect(screen.getByText('Admin accounts cannot be deactivated')).toBeTruthy();
  });

  it('searches on the server', async () => {
    const { callsTo } = await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.user.list': () => fakePage([]),
      },
    });
    await screen.findByText('No users found');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'khalil' } });
    await waitFor(() =>
      expect(callsTo('admin.user.list').at(-1)?.input).toEqual({
        search: 'khalil',
        page: 1,
        pageSize: 20,
      }),
    );
  });
});

describe('<UserDetailPage />', () => {
  const detail: ProcedureOutput<'admin.user.byId'> = {
    user: user(2),
    applications: [],
    applicationCount: 0,
    recentAudit: [],
  };

  it('makes an agent an admin after confirmation', async () => {
    const { callsTo } = await renderLoadedPage(<UserDetailPage userId={2} currentUserId={1} />, {
      handlers: {
        'admin.user.byId': () => detail,
        'admin.user.setRole': () => user(2, { role: 'admin', isAdmin: true }),
      },
    });
    expect(await screen.findByText('No applications yet.')).toBeTruthy();
    expect(screen.getByText('No audit logs found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make admin' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Make Omar Khalil 2 an admin?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Make admin' }));
    await waitFor(() =>
      expect(callsTo('admin.user.setRole')[0]?.input).toEqual({ id: 2, role: 'admin' }),
    );
    expect(await screen.findByText('Admin access granted')).toBeTruthy();
  });

  it('does not let an admin change their own role', async () => {
    await renderLoadedPage(<UserDetailPage userId={1} currentUserId={1} />, {
      handlers: {
        'admin.user.byId': () => ({ ...detail, user: user(1, { role: 'admin', isAdmin: true }) }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Remove admin' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('answers "User Not Found" for a missing user', async () => {
    await renderLoadedPage(<UserDetailPage userId={404} currentUserId={1} />, {
      handlers: {
        'admin.user.byId': () => {
          throw trpcServerError('User not found', 404);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeTruthy();
  });
});
