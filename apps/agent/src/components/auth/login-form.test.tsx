// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { trpcServerError, type FakeHandlers, fakeUser } from '@uniguide/client/testing';
import { clearToasts, renderLoadedPage, submitSignIn } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

/** The form inside a router: it links to the forgot-password page. */
async function renderLogin(handlers: FakeHandlers) {
  const onSuccess = vi.fn();
  const { api } = await renderLoadedPage(<LoginForm onSuccess={onSuccess} />, { handlers });
  return { api, onSuccess };
}

afterEach(() => {
  clearToasts();
  cleanup();
});

describe('<LoginForm />', () => {
  it('shows the messages of docs/product.md §6 at the fields and sends nothing when empty', async () => {
    const { api } = await renderLogin({});
    submitSignIn();
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('signs in with the normalised email and reports success', async () => {
    const user = fakeUser({ id: 1, username: 'amira@agency.test', isAdmin: false });
    const { api, onSuccess } = await renderLogin({ 'auth.login': () => user });
    submitSignIn({ email: '  Amira@Agency.TEST ', password: 'secret-pass' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.calls).toEqual([
      { path: 'auth.login', input: { username: 'amira@agency.test', password: 'secret-pass' } },
    ]);
  });

  it("shows the server's refusal inline", async () => {
    const { onSuccess } = await renderLogin({
      'auth.login': () => {
        throw trpcServerError('Invalid email or password', 401);
      },
    });
    submitSignIn({ email: 'amira@agency.test', password: 'wrong-pass' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('falls back to the fallback text of docs/product.md §6 when the server cannot be reached', async () => {
    await renderLogin({
      'auth.login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    submitSignIn({ email: 'amira@agency.test', password: 'secret-pass' });
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
  });

  it('says "Signing in..." and blocks a second submit while waiting', async () => {
    await renderLogin({ 'auth.login': () => new Promise(() => {}) });
    submitSignIn({ email: 'amira@agency.test', password: 'secret-pass' });
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
