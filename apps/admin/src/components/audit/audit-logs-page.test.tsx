// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fakePage } from '@uniguide/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseOption,
  clearToasts,
  openSelect,
  renderLoadedPage,
} from '@uniguide/client/testing/page';
import { AuditLogsPage } from './audit-logs-page';
import type { AuditSearch } from './audit-search';

const entries = [
  {
    id: 12,
    userId: 1,
    user: { id: 1, username: 'admin@uniguide.test', firstName: 'Sara', lastName: 'Admin' },
    action: 'application_status_changed',
    resourceType: 'application',
    resourceId: '41',
    previousData: { status: 'submitted', rejectionReason: null, adminNotes: 'Old' },
    newData: { status: 'rejected', rejectionReason: 'Late', adminNotes: 'Old' },
    ipAddress: '203.0.113.7',
    userAgent: 'Firefox',
    createdAt: '2026-03-18T14:03:09.000Z',
  },
  {
    id: 11,
    userId: 99,
    user: null,
    action: 'user_login',
    resourceType: 'user',
    resourceId: '99',
    previousData: null,
    newData: { at: 'now' },
    ipAddress: null,
    userAgent: null,
    createdAt: '2026-03-18T13:00:00.000Z',
  },
];

function Harness() {
  const [search, setSearch] = useState<AuditSearch>({});
  return <AuditLogsPage search={search} onSearchChange={setSearch} />;
}

type AuditInput = { search: string; type: string; page: number };

afterEach(() => {
  clearToasts();
  cleanup();
});

describe('<AuditLogsPage />', () => {
  it('shows time, user (or "User #id"), action as words, resource and View Changes only with both data', async () => {
    await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.auditLog.list': () => fakePage(entries, 2),
      },
    });
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Sara Admin (admin@uniguide.test)');
    expect(first!.textContent).toContain('Application Status Changed');
    expect(first!.textContent).toContain('Application');
    expect(within(first!).getByRole('link', { name: '41' }).getAttribute('href')).toBe(
      '/applications/41',
    );
    expect(within(first!).getByRole('button', { name: /View changes/i })).toBeTruthy();
    expect(second!.textContent).toContain('User #99');
    expect(second!.textContent).toContain('User Login');
    expect(within(second!).queryByRole('button')).toBeNull();
    // "MMM d, yyyy HH:mm:ss" in the browser's time zone.
    expect(within(first!).getByText(/^Mar 18, 2026 \d{2}:\d{2}:09$/)).toBeTruthy();
  });

  it('opens a readable diff of the previous and the new data', async () => {
    await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.auditLog.list': () => fakePage(entries, 2),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /View changes of entry 12/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Application Status Changed' });
    const changed = within(dialog).getByRole('list', { name: 'Changed fields' });
    const items = within(changed).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      'Status',
      'Rejection reason',
    ]);
    expect(items[0]!.textContent).toContain('submitted');
    expect(items[0]!.textContent).toContain('rejected');
    expect(items[1]!.textContent).toContain('null');
    expect(items[1]!.textContent).toContain('Late');
    expect(within(dialog).getByText('1 unchanged field')).toBeTruthy();
  });

  it('applies search and type on the server, offers every type, and resets', async () => {
    const { callsTo } = await renderLoadedPage(<Harness />, {
      handlers: {
        'admin.auditLog.list': () => fakePage([]),
      },
    });
    expect(await screen.findByText('No audit logs found')).toBeTruthy();
    const lastInput = () => callsTo('admin.auditLog.list').at(-1)?.input as AuditInput;

    expect(await openSelect('Type')).toEqual([
      'All Types',
      'User',
      'Agency',
      'Student',
      'Application',
      'Document',
      'Program',
      'University',
      'Catalogue',
      'Notification',
      'Contact message',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Application' }));
    await waitFor(() => expect(lastInput().type).toBe('application'));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'status changed' } });
    await waitFor(() =>
      expect(lastInput()).toMatchObject({ search: 'status changed', type: 'application' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toBe('All Types'),
    );
    await chooseOption('Type', 'User');
    await waitFor(() => expect(lastInput()).toMatchObject({ search: '', type: 'user' }));
  });
});
