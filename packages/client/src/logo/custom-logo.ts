import { parseLogoUrl } from '@uniguide/domain';
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
