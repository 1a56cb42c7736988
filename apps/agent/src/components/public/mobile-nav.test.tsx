// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderPage } from '../catalogue/test-harness';
import { MobileNav } from './mobile-nav';

afterEach(cleanup);

describe('<MobileNav />', () => {
  it('renders only its button until opened, then the menu in a dialog', async () => {
    renderPage(<MobileNav user={null} />);
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Programs' }).getAttribute('href')).toBe(
      '/programs',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toBeTruthy();
  });

  it('hands focus back to its button when the menu closes', async () => {
    renderPage(<MobileNav user={null} />);
    const button = await screen.findByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
