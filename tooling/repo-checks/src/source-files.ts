import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file sits in tooling/repo-checks/src. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the project's own sources and documents live. */
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'tooling', 'docs'];
/** Installed, generated or produced folders: not ours to word. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.turbo',
  'coverage',
  'test-results',
  'playwright-report',
  'results',
]);

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        walk(join(dir, entry.name), out);
    } else if (entry.isFile()) {
      out.push(join(dir, entry.name));
    }
  }
}

/** Paths relative to the repository root, `/`-separated, sorted. */
export function repoFiles(filter: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const root of ROOTS) walk(join(REPO_ROOT, root), out);
  out.push(join(REPO_ROOT, 'README.md'));
  return out
    .map((file) => relative(REPO_ROOT, file).split('\\').join('/'))
    .filter(filter)
    .sort();
}
