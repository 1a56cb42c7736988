// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES, type PublicUser } from '@uniguide/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationFixture } from '../testing/fixtures';
import { clearToasts, renderPage } from '@uniguide/client/testing/page';
import { EditApplicationPage } from './edit-page';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToasts();
  cleanup();
});

function agent(overrides: Partial<PublicUser>): PublicUser {
  return {
    id: 7,
    username: 'amira@example.com',
    firstName: 'Amira',
    lastName: 'Haddad',
    agencyName: 'Haddad Education',
    country: 'India',
    phoneNumber: '+91 98765 43210',
    website: null,
    role: 'agent',
    isAdmin: false,
    agencyId: 7,
    agencyRole: 'owner',
    active: true,
    emailVerified: true,
    approvalStatus: 'approved',
    approvalReason: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

function renderDraft(user: PublicUser) {
  const application = applicationFixture({
    status: 'draft',
    allowedStatuses: ['draft', 'submitted'],
  });
  return renderPage(<EditApplicationPage applicationId={String(application.id)} />, {
    path: `/dashboard/applications/${application.id}/edit`,
    handlers: { 'application.byId': () => application, 'auth.me': () => user },
  });
}

describe('submitting before approval', () => {
  it('says why, before any click, and offers no way to submit while pending', async () => {
    renderDraft(agent({ approvalStatus: 'pending' }));
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.pendingApproval, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    // Nothing to choose: no status select, and the one action saves.
    expect(screen.queryByRole('combobox', { name: 'Application Status' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Application' })).toBeTruthy();
  });

  it('tells a declined agent the same way', async () => {
    renderDraft(agent({ approvalStatus: 'declined', approvalReason: 'No licence' }));
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.declined, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it('offers Submit to an approved agent', async () => {
    renderDraft(agent({}));
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.pendingApproval)).toBeNull();
  });
});
