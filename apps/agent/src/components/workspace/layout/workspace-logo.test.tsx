// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CUSTOM_LOGO_STORAGE_KEY, useLogoSettings } from '@uniguide/client';
import { dismissToast, LogoSettingsDialog } from '@uniguide/ui';
import { afterEach, describe, expect, it } from 'vitest';

import { openNamedDialog, saveLogoThroughDialog } from '@uniguide/client/testing/page';
import { renderWorkspace } from './test-harness';
import { WorkspaceLogo } from './workspace-logo';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  window.localStorage.clear();
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

/** The dialog wired to this browser's setting, as the workspace header wires it. */
function LogoSettings() {
  return <LogoSettingsDialog placement="the dashboard" {...useLogoSettings()} />;
}

describe('<LogoSettingsDialog /> with <WorkspaceLogo />', () => {
  it('saves a logo URL in this browser and shows it, then removes it', async () => {
    await renderWorkspace(
      <>
        <WorkspaceLogo />
        <LogoSettings />
      </>,
      {},
    );
    await saveLogoThroughDialog('https://cdn.example.com/agency.png');

    await waitFor(() =>
      expect(window.localStorage.getItem(CUSTOM_LOGO_STORAGE_KEY)).toBe(
        'https://cdn.example.com/agency.png',
      ),
    );
    expect(await screen.findByText('Logo updated')).toBeTruthy();
    expect(
      (await screen.findByRole('img', { name: 'UniGuide dashboard' })).getAttribute('src'),
    ).toBe('https://cdn.example.com/agency.png');

    await openNamedDialog('Logo settings');
    expect((screen.getByLabelText('Logo URL') as HTMLInputElement).value).toBe(
      'https://cdn.example.com/agency.png',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(window.localStorage.getItem(CUSTOM_LOGO_STORAGE_KEY)).toBeNull());
    expect(screen.queryByRole('img', { name: 'UniGuide dashboard' })).toBeNull();
  });
});
