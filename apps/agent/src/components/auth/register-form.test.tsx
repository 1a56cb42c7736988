// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createTestApi,
  TestApiProviders,
  trpcServerError,
  type FakeHandlers,
  fakeUser,
} from '@uniguide/client/testing';
import { dismissToast } from '@uniguide/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

function renderRegister(handlers: FakeHandlers) {
  const api = createTestApi(handlers);
  const onSuccess = vi.fn();
  render(
    <TestApiProviders client={api.client} queryClient={api.queryClient}>
      <RegisterForm onSuccess={onSuccess} />
    </TestApiProviders>,
  );
  return { api, onSuccess };
}

const VALID = {
  Email: 'amira@agency.test',
  Password: 'a-decent-pass-42',
  'First Name': 'Amira',
  'Last Name': 'Haddad',
  'Agency Name': 'Haddad Education Partners',
  Country: 'India',
  'Phone Number': '+971501234567',
};

function fillAndSubmit(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('<RegisterForm />', () => {
  it('shows every docs/product.md §6 message at its field and sends nothing', async () => {
    const { api } = renderRegister({});
    fillAndSubmit({ Password: '12345' });
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    for (const message of [
      'Password must be at least 6 characters',
      'First name is required',
      'Last name is required',
      'Agency name is required',
      'Country is required',
      'Phone number is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(api.calls).toEqual([]);
  });

  it('registers with all seven fields and reports success', async () => {
    const { api, onSuccess } = renderRegister({
      'auth.register': () => fakeUser({ id: 2, username: VALID.Email, isAdmin: false }),
    });
    fillAndSubmit(VALID);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.calls[0]).toEqual({
      path: 'auth.register',
      input: {
        username: 'amira@agency.test',
        password: 'a-decent-pass-42',
        firstName: 'Amira',
        lastName: 'Haddad',
        agencyName: 'Haddad Education Partners',
        country: 'India',
        phoneNumber: '+971501234567',
      },
    });
  });

  it("puts the server's field message under its field, once", async () => {
    const duplicate = 'An account with this email already exists';
    renderRegister({
      'auth.register': () => {
        throw trpcServerError(duplicate, 409, [{ path: 'username', message: duplicate }]);
      },
    });
    fillAndSubmit(VALID);
    await waitFor(() => expect(screen.getAllByText(duplicate)).toHaveLength(1));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').id).toBe('signup-email-error');
  });

  it('falls back to the fallback text of docs/product.md §6 when the server gives no message', async () => {
    renderRegister({
      'auth.register': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fillAndSubmit(VALID);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Registration failed. Please try again.',
    );
  });

  it('says "Creating account..." while waiting', async () => {
    renderRegister({ 'auth.register': () => new Promise(() => {}) });
    fillAndSubmit(VALID);
    const button = await screen.findByRole('button', { name: 'Creating account...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
