import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './source-files';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/** The patch files of `patchedDependencies` in pnpm-workspace.yaml (`name@version: path`). */
function patchFiles(workspace: string): string[] {
  const block = /^patchedDependencies:\n((?:[ \t]+.*\n?)*)/m.exec(workspace)?.[1] ?? '';
  return [...block.matchAll(/:\s*['"]?([^'"\s]+)['"]?\s*$/gm)].map((match) => match[1] ?? '');
}

/** What the Dockerfile copies into the image before its first pnpm command reads the lockfile. */
function copiedBeforeInstall(dockerfile: string): string[] {
  const lines = dockerfile.split('\n');
  const install = lines.findIndex((line) => /^RUN .*pnpm (fetch|install)/.test(line));
  return lines
    .slice(0, install)
    .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
    .flatMap((line) => line.slice('COPY '.length).trim().split(/\s+/).slice(0, -1));
}

describe('the image installs what the lockfile names', () => {
  it('reads the patches of a workspace file', () => {
    expect(
      patchFiles(
        "packages:\n  - apps/*\npatchedDependencies:\n  a@1.0.0: patches/a@1.0.0.patch\n  '@b/c@2.0.0': 'patches/@b__c@2.0.0.patch'\nother: 1\n",
      ),
    ).toEqual(['patches/a@1.0.0.patch', 'patches/@b__c@2.0.0.patch']);
  });

  // pnpm hashes every patch file before it fetches or installs a package: a patch the Dockerfile
  // has not copied yet stops the image's build (docs/decisions/099-icons-built-once.md).
  it('copies every patch before pnpm first reads the lockfile', () => {
    const copied = copiedBeforeInstall(read('Dockerfile'));
    const patches = patchFiles(read('pnpm-workspace.yaml'));
    for (const patch of patches) {
      expect(
        copied.some(
          (source) => patch === source || patch.startsWith(`${source.replace(/\/$/, '')}/`),
        ),
        `${patch} is copied before the first pnpm command of the Dockerfile`,
      ).toBe(true);
    }
  });
});
