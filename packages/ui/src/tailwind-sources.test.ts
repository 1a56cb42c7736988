import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The workspace packages whose components carry Tailwind classes (`@uniguide/client` has none). */
const COMPONENT_PACKAGES = { '@uniguide/ui': 'packages/ui' };

const apps = readdirSync(join(repo, 'apps')).filter((name) => {
  try {
    readFileSync(join(repo, 'apps', name, 'src/styles.css'));
    return true;
  } catch {
    return false;
  }
});

/**
 * Tailwind only generates the classes it finds in the files it scans; a component of a package the
 * app does not scan renders unstyled (a chart collapses, a grid stacks) while every test passes.
 */
describe('Tailwind sources of the apps', () => {
  it.each(apps)('%s scans every component package it depends on', (app) => {
    const manifest = JSON.parse(readFileSync(join(repo, 'apps', app, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const css = readFileSync(join(repo, 'apps', app, 'src/styles.css'), 'utf8');
    const used = Object.entries(COMPONENT_PACKAGES).filter(
      ([name]) => manifest.dependencies?.[name] !== undefined,
    );
    expect(used.length).toBeGreaterThan(0);
    for (const [, folder] of used) {
      const source = relative(join(repo, 'apps', app, 'src'), join(repo, folder, 'src'));
      expect(css).toContain(`@source '${source}';`);
    }
  });
});

describe('@uniguide/client', () => {
  it('holds no styled components: those live here, in @uniguide/ui', () => {
    const dir = join(repo, 'packages/client/src');
    const styled = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.tsx') &&
        !file.endsWith('.test.tsx') &&
        readFileSync(join(dir, file), 'utf8').includes('className'),
    );
    // The message thread reads and writes through tRPC itself; until it is split into a component
    // here and a hook there, it is the one styled file in client (docs/decisions/029-components-in-ui.md),
    // and the apps scan its folder.
    expect(styled).toEqual(['conversation/message-thread.tsx']);
  });
});
