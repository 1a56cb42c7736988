import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { dismissToast, Toaster } from '@uniguide/ui';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogin, useLogout, useRegister, useSession } from './session';
import {
  createTestApi,
  fakeUser,
  TestApiProviders,
  trpcServerError,
  type FakeHandlers,
} from './testing';
import { useTRPC } from './trpc';

const agent = fakeUser({ id: 7, username: 'amira@agency.test' });

function renderWithApi(ui: ReactNode, handlers: FakeHandlers) {
  const api = createTestApi(handlers);
  render(
    <TestApiProviders client={api.client} queryClient={api.queryClient}>
      {ui}
      <Toaster />
    </TestApiProviders>,
  );
  return { queryClient: api.queryClient, calledPaths: () => api.calls.map((call) => call.path) };
}

const serverError = trpcServerError;

function SessionLabel() {
  const session = useSession();
  if (session.isPending) return <p>loading</p>;
  if (session.isError) return <p>error: {session.error.message}</p>;
  return <p>user: {session.data?.username ?? 'signed out'}</p>;
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('useSession', () => {
  it('reads null from auth.me as signed out', async () => {
    renderWithApi(<SessionLabel />, { 'auth.me': () => null });
    expect(await screen.findByText('user: signed out')).toBeTruthy();
  });

  it('reads a 401 as signed out rather than an error', async () => {
    const { calledPaths } = renderWithApi(<SessionLabel />, {
      'auth.me': () => {
        throw serverError('Please sign in to continue', 401);
      },
    });
    expect(await screen.findByText('user: signed out')).toBeTruthy();
    expect(calledPaths()).toEqual(['auth.me']);
  });

  it('shows the signed-in user', async () => {
    renderWithApi(<SessionLabel />, { 'auth.me': () => agent });
    expect(await screen.findByText(`user: ${agent.username}`)).toBeTruthy();
  });
});

function LoginButton({ password }: { password: string }) {
  const login = useLogin();
  return (
    <button onClick={() => login.mutate({ username: agent.username, password })}>log in</button>
  );
}

describe('useLogin', () => {
  it('sets the session and says welcome back', async () => {
    renderWithApi(
      <>
        <SessionLabel />
        <LoginButton password="right-pass" />
      </>,
      {
        'auth.me': () => null,
        'auth.login': (input) => {
          expect(input).toEqual({ username: agent.username, password: 'right-pass' });
          return agent;
        },
      },
    );
    await screen.findByText('user: signed out');
    act(() => screen.getByText('log in').click());
    expect(await screen.findByText(`user: ${agent.username}`)).toBeTruthy();
    expect(screen.getByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome back!')).toBeTruthy();
  });

  it("toasts the server's refusal and does not retry it", async () => {
    const login = vi.fn(() => {
      throw serverError('Invalid email or password', 401);
    });
    renderWithApi(
      <>
        <SessionLabel />
        <LoginButton password="wrong-pass" />
      </>,
      { 'auth.me': () => null, 'auth.login': login },
    );
    await screen.findByText('user: signed out');
    act(() => screen.getByText('log in').click());
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByText('user: signed out')).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe('useRegister', () => {
  function RegisterButton() {
    const registration = useRegister();
    return (
      <button
        onClick={() =>
          registration.mutate({
            username: agent.username,
            password: 'a-good-password',
            firstName: 'Amira',
            lastName: 'Haddad',
            agencyName: 'Haddad Education',
            country: 'India',
            phoneNumber: '+971501234567',
          })
        }
      >
        sign up
      </button>
    );
  }

  it('signs the new agent in and welcomes them by the product name', async () => {
    renderWithApi(
      <>
        <SessionLabel />
        <RegisterButton />
      </>,
      { 'auth.me': () => null, 'auth.register': () => agent },
    );
    await screen.findByText('user: signed out');
    act(() => screen.getByText('sign up').click());
    expect(await screen.findByText(`user: ${agent.username}`)).toBeTruthy();
    expect(screen.getByText('Registration successful')).toBeTruthy();
    expect(screen.getByText('Welcome to UniGuide, your guide to UAE universities!')).toBeTruthy();
  });

  it('falls back to the fallback text of docs/product.md §6 when the server gives no message', async () => {
    renderWithApi(<RegisterButton />, {
      'auth.register': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    act(() => screen.getByText('sign up').click());
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('Registration failed. Please try again.')).toBeTruthy();
  });
});

describe('useLogout', () => {
  /** Something only the signed-in agent may see, cached alongside the session. */
  function PrivateData() {
    const trpc = useTRPC();
    const query = useQuery({ ...trpc.user.notificationPreferences.queryOptions() });
    return <p>private: {query.data ? 'loaded' : 'none'}</p>;
  }

  function LogoutButton() {
    const logout = useLogout();
    return <button onClick={() => logout.mutate()}>log out</button>;
  }

  it('clears the session and everything cached for the previous user', async () => {
    const { queryClient } = renderWithApi(
      <>
        <SessionLabel />
        <PrivateData />
        <LogoutButton />
      </>,
      {
        'auth.me': () => agent,
        'auth.logout': () => undefined,
        'user.notificationPreferences': () => ({
          applicationUpdates: true,
          newPrograms: true,
          commissionUpdates: true,
          marketingMaterials: false,
          emailDigest: false,
        }),
      },
    );
    await screen.findByText('private: loaded');
    act(() => screen.getByText('log out').click());
    expect(await screen.findByText('user: signed out')).toBeTruthy();
    expect(screen.getByText('Logged out')).toBeTruthy();
    expect(screen.getByText('You have been successfully logged out')).toBeTruthy();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey[0]),
      ).toEqual([['auth', 'me']]),
    );
  });
});
