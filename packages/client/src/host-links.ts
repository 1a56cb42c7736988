/** Sub-domain prefixes that name the agent app's host; the admin console lives on `admin.` instead. */
const AGENT_HOST_PREFIXES = ['agent.', 'www.'];
const ADMIN_HOST_PREFIX = 'admin.';

type Place = Pick<Location, 'protocol' | 'hostname' | 'port'>;

function originOf(place: Place, hostname: string): string {
  return `${place.protocol}//${hostname}${place.port ? `:${place.port}` : ''}`;
}

/**
 * The admin console's origin seen from the agent app (docs/product.md §2: `admin.*` serves the console):
 * http://localhost:3000 → http://admin.localhost:3000, https://www.uniguide.ae → https://admin.uniguide.ae.
 */
export function adminOrigin(place: Place = window.location): string {
  const { hostname } = place;
  if (hostname.startsWith(ADMIN_HOST_PREFIX)) return originOf(place, hostname);
  const prefix = AGENT_HOST_PREFIXES.find((p) => hostname.startsWith(p));
  const bare = prefix ? hostname.slice(prefix.length) : hostname;
  return originOf(place, `${ADMIN_HOST_PREFIX}${bare}`);
}

/** The agent app's origin seen from the console: http://admin.localhost:3000 → http://localhost:3000. */
export function agentOrigin(place: Place = window.location): string {
  const { hostname } = place;
  const bare = hostname.startsWith(ADMIN_HOST_PREFIX)
    ? hostname.slice(ADMIN_HOST_PREFIX.length)
    : hostname;
  return originOf(place, bare);
}
