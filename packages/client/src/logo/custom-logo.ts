import { useLingui } from '@lingui/react/macro';
import { parseLogoUrl } from '@uniguide/domain';
import { toast } from '@uniguide/ui';
import { createLocalSetting, useLocalSetting } from './local-setting';

// docs/product.md §3 "Dashboard layout": an admin may replace the logo with an image URL. It is a per-browser
// preference, never sent to the server, so it lives in localStorage only. The agent workspace and
// the admin console share the key, so on a shared host both apps show the same logo.

export const CUSTOM_LOGO_STORAGE_KEY = 'uniguide.customLogo';

export const customLogoSetting = createLocalSetting(CUSTOM_LOGO_STORAGE_KEY);

/** The stored logo URL, or null; a value that is no longer acceptable counts as none. */
export function useCustomLogo(): string | null {
  const stored = useLocalSetting(customLogoSetting);
  return stored === null ? null : parseLogoUrl(stored);
}

export function saveCustomLogo(url: string): void {
  customLogoSetting.write(url);
}

export function removeCustomLogo(): void {
  customLogoSetting.write(null);
}

/** What `LogoSettingsDialog` of `@uniguide/ui` shows and changes: the logo stored in this browser. */
export function useLogoSettings() {
  return { logoUrl: useCustomLogo(), onSave: saveCustomLogo, onRemove: removeCustomLogo };
}

/**
 * The custom logo an app's header shows, and its image's `onError`: a logo that fails to load is
 * forgotten and a toast says so (docs/product.md §3), so the next page shows the default instead of a
 * broken image.
 */
export function useCustomLogoImage() {
  const { t } = useLingui();
  const customLogo = useCustomLogo();
  const onError = (failed: string) => {
    // Several logos may render the same URL (sidebar and mobile header); the first one to fail reports.
    if (customLogoSetting.read() === null) return;
    removeCustomLogo();
    toast({
      title: t`Custom logo unavailable`,
      description: t`The logo at ${failed} could not be loaded, so the default logo is shown again.`,
      variant: 'destructive',
    });
  };
  return { customLogo, onError };
}
