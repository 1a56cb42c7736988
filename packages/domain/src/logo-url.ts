// docs/product.md §3 "Dashboard layout": an admin may replace the logo with an image URL, kept in the
// browser only. The rule for an acceptable address lives here so the dialog and the stored setting agree.

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
