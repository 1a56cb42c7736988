// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { trpcServerError } from '@uniguide/client/testing';
import { dismissToast } from '@uniguide/ui';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWorkspace } from '../layout/test-harness';
import { SecurityForm } from './security-form';

function fill(current: string, next: string, confirm: string) {
  fireEvent.input(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.input(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.input(screen.getByLabelText('Confirm New Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('<SecurityForm />', () => {
  it('checks the confirmation before sending anything', async () => {
    const { api } = await renderWorkspace(<SecurityForm />, {});
    fill('old-secret', 'a-new-secret', 'something-else');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows a wrong current password at its field', async () => {
    await renderWorkspace(<SecurityForm />, {
      'user.changePassword': () => {
        throw trpcServerError('Current password is incorrect', 400, [
          { path: 'currentPassword', message: 'Current password is incorrect' },
        ]);
      },
    });
    fill('wrong-secret', 'a-new-secret', 'a-new-secret');
    expect(await screen.findByText('Password update failed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(document.getElementById('security-current-password-error')?.textContent).toBe(
      'Current password is incorrect',
    );
  });

  it('changes the password, says other sessions were signed out, and clears the form', async () => {
    const { api } = await renderWorkspace(<SecurityForm />, {
      'user.changePassword': () => ({ otherSessionsRevoked: 2 }),
    });
    fill('old-secret', 'a-new-secret', 'a-new-secret');
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(screen.getByText(/signed out on all other devices/)).toBeTruthy();
    expect(api.calls).toEqual([
      {
        path: 'user.changePassword',
        input: {
          currentPassword: 'old-secret',
          newPassword: 'a-new-secret',
          confirmPassword: 'a-new-secret',
        },
      },
    ]);
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
  });
});
