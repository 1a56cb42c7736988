// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { trpcServerError } from '@uniguide/client/testing';
import { renderLoadedPage } from '@uniguide/client/testing/page';
import { PASSWORD_RESET_MESSAGES } from '@uniguide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ForgotPasswordForm, ResetPasswordForm } from './password-reset-forms';

afterEach(() => cleanup());

describe('admin <ForgotPasswordForm />', () => {
  it('checks the address, then shows the one answer the server gives for every address', async () => {
    const { callsTo } = await renderLoadedPage(<ForgotPasswordForm />, {
      handlers: {
        'auth.forgotPassword': () => ({ message: PASSWORD_RESET_MESSAGES.requested }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(callsTo('auth.forgotPassword')).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'sara@uniguide.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_MESSAGES.requested);
    expect(callsTo('auth.forgotPassword')[0]?.input).toEqual({ username: 'sara@uniguide.test' });
  });
});

describe('admin <ResetPasswordForm />', () => {
  function fill(password: string, confirm: string) {
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
  }

  it('sends the token with the new password and leads back to the console sign-in', async () => {
    const { callsTo } = await renderLoadedPage(<ResetPasswordForm token="abc123" />, {
      handlers: { 'auth.resetPassword': () => ({ message: PASSWORD_RESET_MESSAGES.done }) },
    });
    fill('a long new passphrase', 'a different one');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fill('a long new passphrase', 'a long new passphrase');
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_MESSAGES.done);
    expect(callsTo('auth.resetPassword')[0]?.input).toEqual({
      token: 'abc123',
      newPassword: 'a long new passphrase',
      confirmPassword: 'a long new passphrase',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText('Navigated to /sign-in')).toBeTruthy();
  });

  it("shows the server's refusal of a used or expired link", async () => {
    await renderLoadedPage(<ResetPasswordForm token="used" />, {
      handlers: {
        'auth.resetPassword': () => {
          throw trpcServerError('This link has expired or has already been used.', 400);
        },
      },
    });
    fill('a long new passphrase', 'a long new passphrase');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or has already been used.',
    );
  });
});
