// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWorkspace } from './test-harness';
import { SIDEBAR_COLLAPSED_STORAGE_KEY } from './use-sidebar-collapsed';
import { WorkspaceSidebar } from './workspace-sidebar';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('<WorkspaceSidebar />', () => {
  it('links the sections and marks the current one', async () => {
    await renderWorkspace(<WorkspaceSidebar />, {}, { url: '/dashboard/settings' });
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Programs', '/dashboard/programs'],
      ['Applications', '/dashboard/applications'],
      ['Students', '/dashboard/students'],
      ['Earnings', '/dashboard/earnings'],
      ['Visa checklist', '/dashboard/visa-checklist'],
      ['Marketing kit', '/dashboard/marketing'],
      ['Onboarding', '/dashboard/onboarding'],
      ['Agency', '/dashboard/agency'],
      ['Settings', '/dashboard/settings'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      ...Array.from({ length: 9 }, () => null),
      'page',
    ]);
  });

  it('collapses to icons and remembers it in this browser', async () => {
    const { unmount } = await renderWorkspace(<WorkspaceSidebar />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe('true');
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings.getAttribute('title')).toBe('Settings');
    expect(settings.querySelector('.sr-only')?.textContent).toBe('Settings');
    unmount();

    await renderWorkspace(<WorkspaceSidebar />, {});
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBeNull();
  });

  it('keeps toasts clear of its controls: they start where the sidebar ends', async () => {
    const { unmount } = await renderWorkspace(<WorkspaceSidebar />, {});
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--toast-inset-left')).toBe('16rem');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(root.style.getPropertyValue('--toast-inset-left')).toBe('4rem');
    unmount();
    expect(root.style.getPropertyValue('--toast-inset-left')).toBe('');
  });
});
