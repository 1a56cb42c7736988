import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Written next to each app's index.html by its build (tooling/vite/route-manifest.ts). */
const ROUTE_MANIFEST = 'routes.json';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One TanStack Router path as a pattern over a URL path: literal segments compare case-insensitively
 * (the router's default), `$name` matches any one segment, `{-$name}` one or none, a trailing `$` (splat)
 * anything after it; a trailing slash is allowed.
 */
export function routePattern(path: string): RegExp {
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '$') source += '(?:/.*)?';
    else if (/^\{-\$[^}]*\}$/.test(segment)) source += '(?:/[^/]+)?';
    else if (segment.startsWith('$')) source += '/[^/]+';
    else {
      // `prefix{$name}suffix`: the braces stand for a non-empty part of the segment.
      source += `/${segment
        .split(/\{-?\$[^}]*\}/)
        .map(escapeRegExp)
        .join('[^/]+')}`;
    }
  }
  return new RegExp(`^${source}/?$`, 'i');
}

/** Tells whether a URL path (no query) is one of an app's routes. */
export type RouteMatcher = (path: string) => boolean;

/** A matcher over the given route paths, compared as the router compares them. */
export function matcherOf(paths: readonly string[]): RouteMatcher {
  const patterns = paths.map(routePattern);
  return (path) => {
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape never names a literal segment; dynamic segments match it as sent.
    }
    return patterns.some((pattern) => pattern.test(path) || pattern.test(decoded));
  };
}

function isRouteList(value: unknown): value is { routes: string[] } {
  const routes = (value as { routes?: unknown } | null)?.routes;
  return Array.isArray(routes) && routes.every((route) => typeof route === 'string');
}

const cache = new Map<string, { mtimeMs: number; matcher: RouteMatcher }>();

/**
 * The route matcher of the app built into `dist`, from its `routes.json`, reread when the file changes
 * (a rebuild under a running server). Undefined when the build has no readable list (an older build).
 */
export async function routesOf(dist: string): Promise<RouteMatcher | undefined> {
  const file = resolve(dist, ROUTE_MANIFEST);
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.matcher;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!isRouteList(parsed)) return undefined;
  const matcher = matcherOf(parsed.routes);
  cache.set(file, { mtimeMs, matcher });
  return matcher;
}

/**
 * True when every media range the client accepts (q > 0) is JSON (`application/json`,
 * `application/*+json`): such a client wants data, and no page is data. A missing or empty header,
 * `*\/*`, `text/html`, `image/*`… are not JSON-only.
 */
export function acceptsOnlyJson(accept: string | undefined): boolean {
  if (!accept?.trim()) return false;
  let ranges = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const name = type.trim();
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0)) continue;
    ranges += 1;
    if (!/^application\/(?:[^/]+\+)?json$/.test(name)) return false;
  }
  return ranges > 0;
}
