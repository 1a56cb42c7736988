import { createLocalSetting, useLocalSetting } from './local-setting';

// docs/product.md §3 "Dashboard layout": an admin may replace the logo with an image URL. It is a per-browser
// preference, never sent to the server, so it lives in localStorage only. The agent workspace and
// the admin console share the key, so on a shared host both apps show the same logo.

export const CUSTOM_LOGO_STORAGE_KEY = 'uniguide.customLogo';

export const customLogoSetting = createLocalSetting(CUSTOM_LOGO_STORAGE_KEY);

export const LOGO_URL_INVALID = 'Please enter a valid image URL starting with http:// or https://';

/**
 * The normalised URL when `input` is an absolute http(s) address, else null. Other schemes are
 * refused: `javascript:` and `data:` URLs have no place in an <img> an admin pastes into.
 */
export function parseLogoUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  return url.href;
}

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
