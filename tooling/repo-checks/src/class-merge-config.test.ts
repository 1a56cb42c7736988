import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { getDefaultConfig } from 'tailwind-merge';
import { createClassGroupLookup } from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';
import { CLASS_MERGE_CONFIG } from '../../../packages/ui/src/lib/class-merge-config';
import { classTokens, renderClassMergeConfig, usedClassGroups } from './class-merge-config';
import { REPO_ROOT, repoFiles } from './source-files';

const GENERATED = 'packages/ui/src/lib/class-merge-config.ts';
/**
 * Code whose class names can reach `cn`: the apps, the kit and the client package's components (tests
 * and the generated file aside).
 */
const classSources = repoFiles(
  (path) =>
    /^(apps\/[^/]+|packages\/(ui|client))\/src\/.*\.tsx?$/.test(path) &&
    !/\.test\.tsx?$/.test(path) &&
    path !== GENERATED,
);
const tokens = [
  ...new Set(
    classSources.flatMap((path) => classTokens(readFileSync(join(REPO_ROOT, path), 'utf8'))),
  ),
];

describe('the class-name scan', () => {
  it('reads classes from plain, template and variant strings', () => {
    const source = [
      "const a = cn('px-6 hover:bg-primary/90', className);",
      'const b = `md:grid-cols-2 ${x} [&_svg]:size-4`;',
      "const c = cva('inline-flex', { variants: { size: { sm: 'h-8 px-3' } } });",
      "// the header's own border, then a class string after the apostrophe",
      "const d = cn('duration-200 *:data-[slot=value]:flex');",
    ].join('\n');
    expect(classTokens(source)).toEqual(
      expect.arrayContaining([
        'px-6',
        'hover:bg-primary/90',
        'md:grid-cols-2',
        '[&_svg]:size-4',
        'h-8',
        'duration-200',
        '*:data-[slot=value]:flex',
      ]),
    );
  });

  it('finds the groups a token needs, variants and opacity included', () => {
    expect([...usedClassGroups(['hover:bg-primary/90', 'md:px-4', 'size-9'])].sort()).toEqual([
      'bg-color',
      'px',
      'size',
    ]);
    expect(usedClassGroups(['program', 'hello-world']).size).toBe(0);
  });
});

describe('the kit class merger', () => {
  it('is generated with the tailwind-merge version the kit runs (both pinned, one version)', () => {
    const version = (path: string) => {
      const manifest = JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      return { ...manifest.dependencies, ...manifest.devDependencies }['tailwind-merge'];
    };
    expect(version('packages/ui/package.json')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(version('tooling/repo-checks/package.json')).toBe(version('packages/ui/package.json'));
  });

  it('is generated from the class names our sources use (regenerate with `test -u`)', async () => {
    const target = join(REPO_ROOT, GENERATED);
    const rendered = await format(renderClassMergeConfig(tokens), {
      ...(await resolveConfig(target)),
      filepath: target,
    });
    await expect(rendered).toMatchFileSnapshot(target);
  });

  // Reads the file as it was when this suite started: after `test -u`, run the suite once more.
  it('puts every class of our sources in the groups the full configuration does', () => {
    const full = createClassGroupLookup(getDefaultConfig());
    const cut = createClassGroupLookup(CLASS_MERGE_CONFIG);
    const differing = tokens.filter(
      (token) => JSON.stringify(cut(token)) !== JSON.stringify(full(token)),
    );
    expect(tokens.length).toBeGreaterThan(1000);
    expect(differing).toEqual([]);
  });
});
