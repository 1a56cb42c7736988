// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LogoSettingsDialog } from '@uniguide/ui';
import { CUSTOM_LOGO_STORAGE_KEY, useLogoSettings } from '@uniguide/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearToasts,
  openNamedDialog,
  renderLoadedPage,
  saveLogoThroughDialog,
} from '@uniguide/client/testing/page';
import { ConsoleLogo } from './console-logo';

afterEach(() => {
  clearToasts();
  cleanup();
  window.localStorage.clear();
});

const LOGO_NAME = 'UniGuide Admin Console';

/** The dialog wired to this browser's setting, as the console header wires it. */
function LogoSettings() {
  return <LogoSettingsDialog placement="the console header" {...useLogoSettings()} />;
}

describe('console logo and logo settings', () => {
  it('saves a logo in this browser, shows it, and removes it again', async () => {
    await renderLoadedPage(
      <>
        <ConsoleLogo />
        <LogoSettings />
      </>,
      { handlers: {} },
    );
    expect(screen.queryByRole('img', { name: LOGO_NAME })).toBeNull();
    await saveLogoThroughDialog('https://cdn.example.com/agency.png');
    await waitFor(() =>
      expect(window.localStorage.getItem('uniguide.customLogo')).toBe(
        'https://cdn.example.com/agency.png',
      ),
    );
    expect((await screen.findByRole('img', { name: LOGO_NAME })).getAttribute('src')).toBe(
      'https://cdn.example.com/agency.png',
    );

    await openNamedDialog('Logo settings');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(window.localStorage.getItem(CUSTOM_LOGO_STORAGE_KEY)).toBeNull());
    expect(screen.queryByRole('img', { name: LOGO_NAME })).toBeNull();
  });

  it('falls back to the default logo and forgets a custom logo that fails to load', async () => {
    window.localStorage.setItem(CUSTOM_LOGO_STORAGE_KEY, 'https://broken.example/logo.png');
    await renderLoadedPage(<ConsoleLogo />, { handlers: {} });
    const image = await screen.findByRole('img', { name: LOGO_NAME });
    fireEvent.error(image);
    await waitFor(() => expect(screen.queryByRole('img', { name: LOGO_NAME })).toBeNull());
    expect(window.localStorage.getItem(CUSTOM_LOGO_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('Admin Console')).toBeTruthy();
    expect(await screen.findByText('Custom logo unavailable')).toBeTruthy();
  });
});
