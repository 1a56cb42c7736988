// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { trpcServerError, type FakeHandlers, fakeUser } from '@uniguide/client/testing';
import { clearToasts, renderLoadedPage, submitSignIn } from '@uniguide/client/testing/page';
import { MESSAGES } from '@uniguide/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form';

/** The form inside a router: it links to the forgot-password page. */
async function renderSignIn(handlers: FakeHandlers) {
  const onSuccess = vi.fn();
  const page = await renderLoadedPage(<SignInForm onSuccess={onSuccess} />, {
    handlers,
    path: '/sign-in',
  });
  return { ...page, onSuccess };
}

afterEach(() => {
  clearToasts();
  cleanup();
});

describe('<SignInForm /> (admin console)', () => {
  it('validates before sending anything', async () => {
    const { api } = await renderSignIn({});
    submitSignIn();
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal of an agent account inline", async () => {
    const { onSuccess } = await renderSignIn({
      'auth.login': () => {
        throw trpcServerError(MESSAGES.adminOnly, 403);
      },
    });
    submitSignIn({ email: 'agent@uniguide.test', password: 'agent-demo-pass' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This console is for administrators only. Please use the agent portal.',
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('signs an admin in', async () => {
    const { api, onSuccess } = await renderSignIn({
      'auth.login': () =>
        fakeUser({ id: 1, username: 'admin@uniguide.test', role: 'admin', isAdmin: true }),
    });
    submitSignIn({ email: 'admin@uniguide.test', password: 'admin-demo-pass' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.calls.map((call) => call.path)).toEqual(['auth.login']);
  });

  it('says "Signing in..." while waiting', async () => {
    await renderSignIn({ 'auth.login': () => new Promise(() => {}) });
    submitSignIn({ email: 'admin@uniguide.test', password: 'admin-demo-pass' });
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('links to "Forgot password?"', async () => {
    await renderSignIn({});
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Navigated to /forgot-password')).toBeTruthy();
  });
});
