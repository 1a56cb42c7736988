// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakePage, fakeUser } from '@uniguide/client/testing';
import { focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWorkspace } from '../layout/test-harness';
import { badgeText, bellLabel, NotificationBell } from './notification-bell';

afterEach(cleanup);

const notifications = [
  {
    id: 12,
    type: 'status_change',
    title: 'Application status changed',
    body: "Lina Nasser's application for Nursing is now Under review.",
    link: '/dashboard/applications/5/edit',
    applicationId: 5,
    readAt: null,
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  },
  {
    id: 11,
    type: 'status_change',
    title: 'Older news',
    body: null,
    link: null,
    applicationId: null,
    readAt: '2025-04-01T10:00:00.000Z',
    createdAt: '2025-04-01T09:00:00.000Z',
  },
];

/** Only what the session query needs to say someone is signed in. */
const agent = fakeUser({
  id: 7,
  username: 'dana@agency.test',
  firstName: 'Dana',
  lastName: 'Ali',
});

function renderBell(count: () => number, messages = 0, user: typeof agent | null = agent) {
  return renderWorkspace(<NotificationBell />, {
    'auth.me': () => user,
    'notification.unreadCount': () => ({ count: count() }),
    'message.unreadCount': () => ({ count: messages }),
    'notification.list': () => fakePage(notifications, 2, 1, 10),
    'notification.markRead': (input) => ({
      updated: (input as { ids?: number[] } | undefined)?.ids?.length ?? 1,
    }),
  });
}

function openMenu(trigger: HTMLElement) {
  // Radix opens its menus on pointerdown (mouse) or Enter/Space (keyboard).
  act(() => {
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
}

describe('<NotificationBell />', () => {
  it('asks for no count once nobody is signed in (the moment after signing out)', async () => {
    const { api } = await renderBell(() => 3, 1, null);
    await screen.findByRole('button', { name: 'Notifications' });
    const paths = () => api.calls.map((call) => call.path);
    await waitFor(() => expect(paths()).toContain('auth.me'));
    // The session's answer (nobody) has arrived and been rendered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(paths()).not.toContain('notification.unreadCount');
    expect(paths()).not.toContain('message.unreadCount');
  });

  it('shows the unread count on the bell and in its name', async () => {
    await renderBell(() => 3);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
    expect(bell.contains(screen.getByTestId('unread-badge'))).toBe(true);
  });

  it('shows no badge when everything is read', async () => {
    const { api } = await renderBell(() => 0);
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === 'notification.unreadCount')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('asks for the count again when the window regains focus', async () => {
    let unread = 1;
    await renderBell(() => unread);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    unread = 5;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
    act(() => focusManager.setFocused(undefined));
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('lists the newest notifications and opens one: marked read, then its page', async () => {
    const { api, router } = await renderBell(() => 1);
    openMenu(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const item = await screen.findByRole('menuitem', { name: /Application status changed/ });
    expect(item.textContent).toContain(
      "Lina Nasser's application for Nursing is now Under review.",
    );
    expect(item.textContent).toContain('about 3 hours ago');
    // Texts the server wrote take their direction from their own letters (an Arabic page too).
    expect(screen.getByText("Lina Nasser's application for Nursing is now Under review.").dir).toBe(
      'auto',
    );
    expect(screen.getByText('Application status changed').dir).toBe('auto');
    expect(screen.getByRole('menuitem', { name: /Older news/ })).toBeTruthy();

    fireEvent.click(item);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/applications/5/edit'),
    );
    expect(api.calls).toContainEqual({ path: 'notification.markRead', input: { ids: [12] } });
  });

  it('marks all as read and asks for the count again', async () => {
    let unread = 2;
    const { api } = await renderBell(() => unread);
    openMenu(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const markAll = await screen.findByRole('menuitem', { name: 'Mark all as read' });
    expect(screen.getByText('2 unread')).toBeTruthy();
    unread = 0;
    fireEvent.click(markAll);
    await waitFor(() =>
      expect(api.calls).toContainEqual({ path: 'notification.markRead', input: {} }),
    );
    // The menu stays open; its header and the bell follow the new count.
    await waitFor(() => expect(screen.queryByText('2 unread')).toBeNull());
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(markAll.getAttribute('aria-disabled')).toBe('true');
  });

  it('names unread messages on the bell, with a dot when they are all there is', async () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(bellLabel(english, 2, 3)).toBe('Notifications, 2 unread, 3 unread messages');
    const { router } = await renderBell(() => 0, 1);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread message' });
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(bell.contains(screen.getByTestId('unread-messages-dot'))).toBe(true);
    openMenu(bell);
    fireEvent.click(
      await screen.findByRole('menuitem', { name: /1 unread message from the admissions team/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/applications'));
    expect(router.state.location.search).toEqual({ unread: true });
  });
});
