import type { AppConfig } from './config';

export type HostApp = 'agent' | 'admin';

function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

/**
 * The Host header picks the app (docs/product.md §2): `admin.*`, or the host of PUBLIC_ADMIN_URL when the
 * console lives on a domain of its own, is the admin console; every other host is the agent app.
 */
export function appForHost(
  host: string | undefined,
  config: Pick<AppConfig, 'publicAdminUrl'>,
): HostApp {
  if (!host) return 'agent';
  const name = hostName(host);
  if (name.startsWith('admin.')) return 'admin';
  return name === hostName(new URL(config.publicAdminUrl).host) ? 'admin' : 'agent';
}

/** Paths that belong to the API (REST or tRPC) rather than to a single-page app. */
export function isApiPath(url: string): boolean {
  return /^\/(api|trpc)(\/|\?|$)/.test(url);
}
