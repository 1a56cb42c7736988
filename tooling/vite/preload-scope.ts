/**
 * Which lazy chunks Vite preloads the dependencies of (docs/decisions/086-first-page-javascript.md).
 * Beside every dynamic import Vite writes the list of files the imported chunk needs, so they are
 * fetched together rather than one import level at a time; the entry's lists name the files of every
 * route, and cost each first page about 2.5 KB (gzip). With this, a chunk holding a module `skip`
 * accepts is imported without its list: its own static imports are fetched once it has arrived.
 */
interface OutputLike {
  type: 'chunk' | 'asset';
  moduleIds?: readonly string[];
}

/** The part of a Vite plugin this one uses (typed here, so this file needs no `vite` import of its own). */
interface PreloadScopePlugin {
  name: string;
  apply: 'build';
  generateBundle(options: unknown, bundle: Record<string, OutputLike>): void;
}

export function preloadScope(skip: (moduleId: string) => boolean): {
  /** Reads the bundle's chunks before Vite's own `generateBundle` writes the lists. */
  plugin: PreloadScopePlugin;
  /** The build's `modulePreload`. */
  modulePreload: {
    polyfill: false;
    resolveDependencies: (file: string, deps: string[]) => string[];
  };
} {
  const skipped = new Set<string>();
  return {
    plugin: {
      name: 'uniguide:preload-scope',
      apply: 'build',
      generateBundle(_options, bundle) {
        skipped.clear();
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type === 'chunk' && output.moduleIds?.some(skip)) skipped.add(file);
        }
      },
    },
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (skipped.has(file) ? [] : deps),
    },
  };
}
