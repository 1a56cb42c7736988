// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { trpcServerError, type FakeHandler, fakeUser } from '@uniguide/client/testing';
import { dismissToast } from '@uniguide/ui';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWorkspace } from '../layout/test-harness';
import { ProfileForm } from './profile-form';

const user = fakeUser({
  username: 'amira@agency.test',
  country: 'United Arab Emirates',
  phoneNumber: '+971 50 123 4567',
});

function renderForm(updateProfile: FakeHandler<'user.updateProfile'>) {
  return renderWorkspace(
    <ProfileForm user={user} />,
    { 'user.updateProfile': updateProfile },
    {
      url: '/dashboard/settings',
    },
  );
}

function type(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('<ProfileForm />', () => {
  it('shows the email read-only, as the username that cannot change', async () => {
    await renderForm(() => user);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('amira@agency.test');
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Your email is your username and cannot be changed.')).toBeTruthy();
  });

  it('shows the validation messages at the fields and sends nothing', async () => {
    const { api } = await renderForm(() => user);
    type('First Name', '  ');
    type('Agency Name', '');
    type('Phone Number', '');
    type('Website', 'not a url');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Agency name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid website URL')).toBeTruthy();
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Last Name').getAttribute('aria-invalid')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('saves the trimmed profile without the email and says so', async () => {
    const { api } = await renderForm((input) => ({ ...user, ...(input as object) }));
    type('Agency Name', '  Haddad Education  ');
    type('Website', 'https://haddad.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(api.calls).toEqual([
      {
        path: 'user.updateProfile',
        input: {
          firstName: 'Amira',
          lastName: 'Haddad',
          agencyName: 'Haddad Education',
          country: 'United Arab Emirates',
          phoneNumber: '+971 50 123 4567',
          website: 'https://haddad.example',
        },
      },
    ]);
  });

  it("puts the server's field message at the field and toasts the failure", async () => {
    await renderForm(() => {
      throw trpcServerError('Please enter a valid website URL', 400, [
        { path: 'website', message: 'Please enter a valid website URL' },
      ]);
    });
    type('Website', 'https://odd.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile update failed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('Website').getAttribute('aria-invalid')).toBe('true'),
    );
  });
});
