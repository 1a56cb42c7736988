/** Where a signed-in agent lands when no other page was asked for (docs/product.md §3). */
export const DEFAULT_AUTH_REDIRECT = '/dashboard';

/**
 * Control characters and backslashes: browsers strip tabs/newlines from URLs and read '\' as '/',
 * so '/\t/evil.example' or '/\evil.example' would leave the site.
 */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

export interface AuthRedirectOptions {
  /** Where to go when the parameter is missing or refused; the agent dashboard by default. */
  fallback?: string;
  /** The sign-in page's own path: never a target, or a user would land back on the form. */
  loginPath?: string;
}

/**
 * The page to open after sign-in, taken from the `redirect` search parameter (its raw value, or the
 * whole search object). Only a path on this site is accepted ('/apply/12?intake=2', not
 * 'https://evil.example', '//evil.example' or 'javascript:…'), so the login page cannot be used to
 * bounce a user to another site; anything else gives the fallback.
 */
export function authRedirectTarget(
  search: unknown,
  { fallback = DEFAULT_AUTH_REDIRECT, loginPath = '/auth' }: AuthRedirectOptions = {},
): string {
  const candidate =
    typeof search === 'object' && search !== null && 'redirect' in search
      ? (search as { redirect: unknown }).redirect
      : search;
  if (typeof candidate !== 'string') return fallback;
  const target = candidate.trim();
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  if (hasUnsafeCharacter(target)) return fallback;
  // Resolving against a dummy origin catches whatever else a browser would read as another host.
  const base = 'http://uniguide.invalid';
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base) return fallback;
  if (resolved.pathname === loginPath) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
