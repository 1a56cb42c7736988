// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import {
  fakePage,
  trpcServerError,
  type FakeHandler,
  type ProcedureOutput,
  fakeUser,
} from '@uniguide/client/testing';
import type { PublicUser } from '@uniguide/domain';
import { dismissToast } from '@uniguide/ui';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWorkspace } from '../layout/test-harness';
import { DashboardHome } from './dashboard-home';

const agent = fakeUser({ id: 7, username: 'amira@agency.test', agencyName: 'Gulf Pathways' });

type RecentApplication = ProcedureOutput<'application.stats'>['recent'][number];

function application(
  id: number,
  createdAt: string,
  overrides: Partial<RecentApplication> = {},
): RecentApplication {
  return {
    id,
    userId: agent.id,
    programId: 100 + id,
    status: 'submitted',
    studentFirstName: `Student${id}`,
    studentLastName: `Family${id}`,
    studentEmail: `s${id}@example.com`,
    submittedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    program: {
      id: 100 + id,
      name: `Program ${id}`,
      degree: "Bachelor's Degree",
      universityId: 1,
      universityName: `University ${id}`,
      universityLogo: null,
    },
    studentId: id,
    openRequests: 0,
    submittedToUniversityDate: null,
    documents: { total: 0, complete: 0 },
    adminAttention: null,
    unreadMessages: 0,
    agent: {
      id: agent.id,
      username: agent.username,
      firstName: null,
      lastName: null,
      agencyName: null,
    },
    ...overrides,
  };
}

function renderHome(stats: FakeHandler<'application.stats'>, user: PublicUser = agent) {
  return renderWorkspace(<DashboardHome user={user} />, {
    'application.stats': stats,
    'auth.me': () => user,
    'savedProgram.list': () => [],
    'document.expiring': () => fakePage([], 0, 1, 5),
  });
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('<DashboardHome />', () => {
  it('greets the agency and shows the server-computed counters, each linking to the list', async () => {
    await renderHome(() => ({
      active: 4,
      finished: 2,
      openRequests: 0,
      unreadMessages: 0,
      recent: [],
    }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Gulf Pathways');

    const active = (await screen.findByText('4')).closest('[data-slot=card]') as HTMLElement;
    expect(within(active).getByRole('heading').textContent).toBe('Active Applications');
    const completed = screen.getByText('2').closest('[data-slot=card]') as HTMLElement;
    expect(within(completed).getByRole('heading').textContent).toBe('Completed Applications');
    for (const card of [active, completed]) {
      expect(within(card).getByRole('link').getAttribute('href')).toBe('/dashboard/applications');
    }
  });

  it('greets with the username when there is no agency name', async () => {
    await renderHome(() => new Promise(() => {}), { ...agent, agencyName: '  ' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Welcome, amira@agency.test',
    );
  });

  it('greets a counsellor, who joined the agency by invitation, by their own name', async () => {
    await renderHome(() => new Promise(() => {}), {
      ...agent,
      agencyRole: 'counsellor',
      firstName: 'Layla',
      emailVerified: false,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Layla');
  });

  it('lists the 5 newest applications by creation date with every field', async () => {
    const recent = [
      application(1, '2025-03-01T10:00:00.000Z'),
      application(2, '2025-04-29T10:00:00.000Z', {
        status: 'under-review',
        documents: { complete: 2, total: 3 },
      }),
      application(3, '2025-01-15T10:00:00.000Z'),
      application(4, '2025-04-01T10:00:00.000Z', {
        status: 'draft',
        submittedAt: null,
        updatedAt: '2025-04-03T10:00:00.000Z',
      }),
      application(5, '2025-02-10T10:00:00.000Z'),
      application(6, '2025-04-10T10:00:00.000Z', { status: 'accepted-conditional-offer' }),
      application(7, '2024-12-31T10:00:00.000Z'),
    ];
    await renderHome(() => ({
      active: 7,
      finished: 0,
      openRequests: 0,
      unreadMessages: 0,
      recent,
    }));

    const list = await screen.findByRole('list', { name: 'Recent applications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Program 2',
      'Program 6',
      'Program 4',
      'Program 1',
      'Program 5',
    ]);

    const newest = rows[0] as HTMLElement;
    expect(within(newest).getByText('Under review')).toBeTruthy();
    expect(within(newest).getByText('Student2 Family2')).toBeTruthy();
    expect(within(newest).getByText(/University 2/)).toBeTruthy();
    // The checklist's count from the files on record, never "Up to date".
    expect(newest.textContent).toContain('2 of 3 documents');
    expect(newest.textContent).toContain('Status changed to Under review · , Apr 29, 2025');
    expect(newest.textContent).not.toContain('Submitted');
    expect(within(newest).getByRole('link').getAttribute('href')).toBe('/dashboard/applications/2');
    expect(within(rows[1] as HTMLElement).getByText('Accepted conditional offer')).toBeTruthy();
    // A draft has not been submitted: it says when it was last saved.
    expect(rows[2]?.textContent).toContain('Draft saved · , Apr 3, 2025');
    expect(rows[2]?.textContent).not.toContain('Submitted');
    expect(rows[3]?.textContent).toContain('Submitted · , Mar 1, 2025');
  });

  it('shows the empty text when there are no applications', async () => {
    await renderHome(() => ({
      active: 0,
      finished: 0,
      openRequests: 0,
      unreadMessages: 0,
      recent: [],
    }));
    expect(
      await screen.findByText(
        'No recent activity to display. Start by browsing programs and submitting applications.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recent applications' })).toBeNull();
  });

  it('shows the Get Started cards, and Admin Controls only to admins', async () => {
    const { unmount } = await renderHome(() => ({
      active: 0,
      finished: 0,
      openRequests: 0,
      unreadMessages: 0,
      recent: [],
    }));
    await screen.findByText(/No recent activity/);
    const getStarted = screen.getByRole('region', { name: 'Get Started' });
    expect(
      within(getStarted).getByText('Explore over 900 programs from top UAE universities.'),
    ).toBeTruthy();
    expect(
      within(getStarted).getByRole('link', { name: 'Browse Programs' }).getAttribute('href'),
    ).toBe('/programs');
    expect(
      within(getStarted).getByRole('link', { name: 'Complete Your Profile' }).getAttribute('href'),
    ).toBe('/dashboard/settings');
    expect(screen.queryByText('Admin Controls')).toBeNull();
    unmount();

    await renderHome(
      () => ({ active: 0, finished: 0, openRequests: 0, unreadMessages: 0, recent: [] }),
      { ...agent, isAdmin: true },
    );
    await screen.findByText(/No recent activity/);
    expect(screen.getByText('Admin Controls')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Admin Dashboard' }).getAttribute('href')).toBe(
      'http://admin.localhost:3000/',
    );
  });

  it('shows "Authentication Required" with "Go to Login" when the dashboard cannot load', async () => {
    await renderHome(() => {
      throw trpcServerError('Please sign in to continue', 401);
    });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fdashboard',
    );
    expect(screen.queryByText('Active Applications')).toBeNull();
  });
});
