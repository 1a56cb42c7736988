// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@uniguide/ui';
import { afterEach, describe, expect, it } from 'vitest';

import { CUSTOM_LOGO_STORAGE_KEY, parseLogoUrl } from './custom-logo';
import { LogoSettingsDialog } from './logo-settings-dialog';
import { renderWorkspace } from './test-harness';
import { WorkspaceLogo } from './workspace-logo';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  window.localStorage.clear();
});

describe('parseLogoUrl', () => {
  it('accepts absolute http(s) addresses only', () => {
    expect(parseLogoUrl(' https://cdn.example.com/logo.png ')).toBe(
      'https://cdn.example.com/logo.png',
    );
    expect(parseLogoUrl('http://example.com/a.svg')).toBe('http://example.com/a.svg');
    expect(parseLogoUrl('javascript:alert(1)')).toBeNull();
    expect(parseLogoUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(parseLogoUrl('/logo.png')).toBeNull();
    expect(parseLogoUrl('')).toBeNull();
  });
});

describe('<WorkspaceLogo />', () => {
  it('shows the default logo when none is stored', async () => {
    await renderWorkspace(<WorkspaceLogo />, {});
    const link = await screen.findByRole('link', { name: 'UniGuide dashboard' });
    expect(link.querySelector('img')).toBeNull();
  });

  it('falls back to the default logo and forgets a custom logo that fails to load', async () => {
    window.localStorage.setItem(CUSTOM_LOGO_STORAGE_KEY, 'https://broken.example/logo.png');
    await renderWorkspace(<WorkspaceLogo />, {});
    const image = await screen.findByRole('img', { name: 'UniGuide dashboard' });
    expect(image.getAttribute('src')).toBe('https://broken.example/logo.png');

    fireEvent.error(image);

    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'UniGuide dashboard' })).toBeNull(),
    );
    expect(window.localStorage.getItem(CUSTOM_LOGO_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('UniGuide')).toBeTruthy();
    expect(await screen.findByText('Custom logo unavailable')).toBeTruthy();
  });

  it('ignores a stored value that is not an http(s) URL', async () => {
    window.localStorage.setItem(CUSTOM_LOGO_STORAGE_KEY, 'javascript:alert(1)');
    await renderWorkspace(<WorkspaceLogo />, {});
    await screen.findByRole('link', { name: 'UniGuide dashboard' });
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('<LogoSettingsDialog />', () => {
  function openDialog() {
    fireEvent.click(screen.getByRole('button', { name: 'Logo settings' }));
    return screen.findByRole('dialog', { name: 'Logo settings' });
  }

  it('refuses a URL that is not http(s) at the field and stores nothing', async () => {
    await renderWorkspace(<LogoSettingsDialog />, {});
    await openDialog();
    fireEvent.change(screen.getByLabelText('Logo URL'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please enter a valid image URL starting with http:// or https://'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Logo URL').getAttribute('aria-invalid')).toBe('true');
    expect(window.localStorage.getItem(CUSTOM_LOGO_STORAGE_KEY)).toBeNull();
  });

  it('saves a logo URL in this browser and shows it, then removes it', async () => {
    await renderWorkspace(
      <>
        <WorkspaceLogo />
        <LogoSettingsDialog />
      </>,
      {},
    );
    await openDialog();
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Logo URL'), {
      target: { value: 'https://cdn.example.com/agency.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(window.localStorage.getItem(CUSTOM_LOGO_STORAGE_KEY)).toBe(
        'https://cdn.example.com/agency.png',
      ),
    );
    expect(await screen.findByText('Logo updated')).toBeTruthy();
    expect(
      (await screen.findByRole('img', { name: 'UniGuide dashboard' })).getAttribute('src'),
    ).toBe('https://cdn.example.com/agency.png');

    await openDialog();
    expect((screen.getByLabelText('Logo URL') as HTMLInputElement).value).toBe(
      'https://cdn.example.com/agency.png',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(window.localStorage.getItem(CUSTOM_LOGO_STORAGE_KEY)).toBeNull());
    expect(screen.queryByRole('img', { name: 'UniGuide dashboard' })).toBeNull();
  });
});
