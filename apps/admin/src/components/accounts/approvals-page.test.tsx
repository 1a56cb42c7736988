// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderLoadedPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalsPage } from './approvals-page';

afterEach(() => cleanup());

const empty = () => ({ items: [], total: 0, page: 1, pageSize: 20, totalIsEstimate: false });

async function renderApprovals(agentApproval: 'automatic' | 'required') {
  await renderLoadedPage(<ApprovalsPage />, {
    path: '/approvals',
    handlers: {
      'admin.approval.pending': empty,
      'admin.settings.get': () => ({ agentApproval }),
    },
  });
  await screen.findByText('No agents are waiting for approval.');
}

describe('<ApprovalsPage />', () => {
  it('says when approval is switched off, with the way to Settings', async () => {
    await renderApprovals('automatic');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Approval is switched off');
    expect(notice.textContent).toContain(
      'New agents can submit applications as soon as they sign up',
    );
    expect(screen.getByRole('link', { name: 'Change it in Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    // Nothing is promised for a queue new agents do not join.
    expect(screen.queryByText(/within 48 hours/)).toBeNull();
  });

  it('shows no such notice while approval is required', async () => {
    await renderApprovals('required');
    expect(screen.queryByText('Approval is switched off')).toBeNull();
    expect(screen.getByText(/We promise an answer within 48 hours of sign-up/)).toBeTruthy();
  });
});
