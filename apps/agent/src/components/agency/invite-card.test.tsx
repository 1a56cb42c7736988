// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { clearToasts, renderPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import { InviteCard } from './invite-card';

afterEach(() => {
  clearToasts();
  cleanup();
});

const answer = (emailed: boolean) => () => ({
  id: 3,
  email: 'layla@agency.test',
  agencyRole: 'counsellor' as const,
  expiresAt: '2026-12-05T10:00:00.000Z',
  link: 'http://localhost:3000/join?token=abc',
  emailed,
});

async function invite(emailed: boolean) {
  renderPage(<InviteCard />, {
    path: '/dashboard/agency',
    handlers: {
      'agency.invite': answer(emailed),
      'agency.mine': () => ({
        id: 1,
        name: 'Haddad Education Partners',
        active: true,
        myRole: 'owner',
        members: [],
        invites: [],
      }),
    },
  });
  fireEvent.change(await screen.findByLabelText('Email'), {
    target: { value: 'layla@agency.test' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
  expect(await screen.findByTestId('invite-link')).toBeTruthy();
}

describe('<InviteCard />', () => {
  it('says the link was e-mailed when a mail server sent it', async () => {
    await invite(true);
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(screen.getByText(/We e-mailed the link to layla@agency.test/)).toBeTruthy();
  });

  it('says the e-mail waits in the Outbox, never "We e-mailed", when no mail server is set', async () => {
    await invite(false);
    expect(await screen.findByText('Invitation created')).toBeTruthy();
    expect(screen.queryByText(/We e-mail/)).toBeNull();
    // The kit's select for the role, as everywhere else in the workspace.
    expect(screen.getByLabelText('Role').getAttribute('data-slot')).toBe('native-select');
    expect(screen.getAllByText(/waits in the Outbox/).length).toBeGreaterThan(0);
  });
});
