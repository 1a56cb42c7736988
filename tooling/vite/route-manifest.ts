import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Where the server looks for an app's route list, next to its index.html. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/**
 * The URL paths of a TanStack Router route tree, read from the `FileRoutesByFullPath` interface of the
 * generated `routeTree.gen.ts`: pathless layouts (`_authed`) are not in it, index routes are their
 * parent's path. Dynamic segments keep their `$name` (`{-$name}` when optional, `$` for a splat).
 * Trailing slashes are dropped, so `/dashboard/` is `/dashboard`; the root stays `/`.
 */
export function routePathsOf(routeTreeSource: string): string[] {
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1];
  if (block === undefined) {
    throw new Error('No FileRoutesByFullPath interface in the route tree; was it generated?');
  }
  const paths = new Set<string>();
  for (const [, path = ''] of block.matchAll(/^\s*'([^']*)'\s*:/gm)) {
    paths.add(path === '/' ? path : path.replace(/\/+$/, ''));
  }
  if (paths.size === 0) throw new Error('The route tree lists no routes');
  return [...paths].sort();
}

/** The part of a Vite plugin this one uses (typed here, so this file needs no `vite` import of its own). */
interface ManifestPlugin {
  name: string;
  apply: 'build';
  configResolved(config: { root: string }): void;
  generateBundle(
    this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
    ...args: unknown[]
  ): Promise<void>;
}

/**
 * Emits `dist/routes.json`, the app's route paths taken from the route tree TanStack Router's plugin
 * generates at the start of the same build, so the server can answer a path that is no route of the
 * app with a 404 (its not-found page) and every route with a 200 without a hand-kept list.
 */
export function routeManifest(routeTree = 'src/routeTree.gen.ts'): ManifestPlugin {
  let root = process.cwd();
  return {
    name: 'uniguide:route-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const paths = routePathsOf(await readFile(resolve(root, routeTree), 'utf8'));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MANIFEST_FILE,
        source: `${JSON.stringify({ routes: paths }, null, 2)}\n`,
      });
    },
  };
}
