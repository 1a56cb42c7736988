import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LogoSettingsDialog } from './logo-settings-dialog';
import { Toaster } from './toaster';
import { dismiss as dismissToast } from './use-toast';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

/** What the dialog was last told to keep: the page's stand-in for the browser's stored setting. */
let stored: string | null = null;

function Harness({ placement }: { placement: string }) {
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const keep = (url: string | null) => {
    stored = url;
    setLogoUrl(url);
  };
  return (
    <LogoSettingsDialog
      placement={placement}
      logoUrl={logoUrl}
      onSave={keep}
      onRemove={() => keep(null)}
    />
  );
}

function renderDialog(placement = 'the dashboard') {
  stored = null;
  render(
    <>
      <Harness placement={placement} />
      <Toaster />
    </>,
  );
}

function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Logo settings' }));
  return screen.findByRole('dialog', { name: 'Logo settings' });
}

describe('<LogoSettingsDialog />', () => {
  it('labels its button in words, not only with a picture icon', () => {
    renderDialog();
    const button = screen.getByRole('button', { name: 'Logo settings' });
    expect(button.textContent).toBe('Logo');
  });

  it('says where the logo appears', async () => {
    renderDialog('the console header');
    const dialog = await openDialog();
    expect(dialog.textContent).toContain(
      'Show your own logo in the console header. It is saved in this browser only.',
    );
  });

  it('refuses a URL that is not http(s) at the field and stores nothing', async () => {
    renderDialog();
    await openDialog();
    fireEvent.change(screen.getByLabelText('Logo URL'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please enter a valid image URL starting with http:// or https://'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Logo URL').getAttribute('aria-invalid')).toBe('true');
    expect(stored).toBeNull();
  });

  it('saves a logo URL in this browser, offers it again, then removes it', async () => {
    renderDialog();
    const dialog = await openDialog();
    expect(dialog.textContent).toContain(
      'Show your own logo in the dashboard. It is saved in this browser only.',
    );
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Logo URL'), {
      target: { value: 'https://cdn.example.com/agency.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(stored).toBe('https://cdn.example.com/agency.png'));
    expect(await screen.findByText('Logo updated')).toBeTruthy();
    expect(screen.getByText('The custom logo is shown in this browser.')).toBeTruthy();

    await openDialog();
    expect((screen.getByLabelText('Logo URL') as HTMLInputElement).value).toBe(
      'https://cdn.example.com/agency.png',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(stored).toBeNull());
    expect(await screen.findByText('Logo removed')).toBeTruthy();
    expect(screen.getByText('The default logo is shown again.')).toBeTruthy();
  });
});
