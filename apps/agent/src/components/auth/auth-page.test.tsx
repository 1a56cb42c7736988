// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderLoadedPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthPage, type AuthMode } from './auth-page';

async function renderAuth(mode: AuthMode) {
  const onModeChange = vi.fn();
  await renderLoadedPage(
    <AuthPage mode={mode} onModeChange={onModeChange} onAuthenticated={() => {}} />,
  );
  return { onModeChange };
}

afterEach(cleanup);

describe('<AuthPage />', () => {
  it('opens on the login form, with Login pressed in the toggle', async () => {
    const { onModeChange } = await renderAuth('login');
    expect(screen.getByRole('button', { name: 'Login' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sign Up' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onModeChange).toHaveBeenCalledWith('signup');
  });

  it('shows the sign-up form once its code has arrived', async () => {
    await renderAuth('signup');
    expect(await screen.findByLabelText('Agency Name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });
});
