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

/** Host values remembered by rememberedAppForHost before it starts over. */
const REMEMBERED_HOSTS = 64;

/**
 * appForHost for a running server, asked on every cached read: the answer per Host value is
 * remembered (a handful of names in practice; a client that sends many starts the list over).
 */
export function rememberedAppForHost(
  config: Pick<AppConfig, 'publicAdminUrl'>,
): (host: string | undefined) => HostApp {
  const apps = new Map<string, HostApp>();
  return (host) => {
    const name = host ?? '';
    let app = apps.get(name);
    if (app === undefined) {
      if (apps.size >= REMEMBERED_HOSTS) apps.clear();
      app = appForHost(host, config);
      apps.set(name, app);
    }
    return app;
  };
}
