/** Where a signed-in agent lands when no other page was asked for (spec §2). */
export const DEFAULT_AUTH_REDIRECT = '/dashboard';

// Control characters and backslashes: browsers strip tabs/newlines from URLs and read '\' as '/',
// so '/\t/evil.example' or '/\evil.example' would leave the site.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * The page to open after sign-in, taken from the `redirect` search parameter. Only a path on this
 * site is accepted ('/apply/12?intake=2', not 'https://evil.example', '//evil.example' or
 * 'javascript:…'), so the login page cannot be used to bounce a user to another site; anything else
 * gives the default. Accepts the raw search value, which may not be a string at all.
 */
export function authRedirectTarget(search: unknown): string {
  const candidate = typeof search === 'object' && search !== null && 'redirect' in search
    ? (search as { redirect: unknown }).redirect
    : search;
  if (typeof candidate !== 'string') return DEFAULT_AUTH_REDIRECT;
  const target = candidate.trim();
  if (!target.startsWith('/') || target.startsWith('//')) return DEFAULT_AUTH_REDIRECT;
  if (UNSAFE_CHARACTERS.test(target)) return DEFAULT_AUTH_REDIRECT;
  // Resolving against a dummy origin catches whatever else a browser would read as another host.
  const base = 'http://uniguide.invalid';
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return DEFAULT_AUTH_REDIRECT;
  }
  if (resolved.origin !== base) return DEFAULT_AUTH_REDIRECT;
  // Never send a user back to the login page itself.
  if (resolved.pathname === '/auth') return DEFAULT_AUTH_REDIRECT;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
