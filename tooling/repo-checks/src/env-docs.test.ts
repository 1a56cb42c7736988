import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envExampleVariables, envSchemaKeys, readmeVariables } from './env-docs';
import { REPO_ROOT, repoFiles } from './source-files';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

const envFiles = repoFiles((path) => path.endsWith('/env.ts'));
const readKeys = new Map(envFiles.map((file) => [file, envSchemaKeys(file, read(file))]));
const documentedInReadme = new Set(readmeVariables(read('README.md')));
const documentedInExample = new Set(envExampleVariables(read('.env.example')));

describe('the parsers', () => {
  it('read the keys of a zod object schema', () => {
    const source = "const ZEnv = z.object({ PORT: z.coerce.number(), 'LOG_LEVEL': z.string() });";
    expect(envSchemaKeys('env.ts', source)).toEqual(['PORT', 'LOG_LEVEL']);
  });

  it('read the first column of the configuration tables only', () => {
    const readme = [
      '## Configuration',
      '| Variable | Default | Meaning |',
      '| `PORT` | `3000` | see `NODE_ENV` |',
      '| `ADMIN_EMAIL` / `ADMIN_PASSWORD` | unset | both |',
      '## Commands',
      '| `OTHER` | x | y |',
    ].join('\n');
    expect(readmeVariables(`intro\n${readme}`)).toEqual(['PORT', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']);
  });

  it('read set and commented-out variables of .env.example', () => {
    expect(envExampleVariables('PORT=3000\n# REDIS_URL=redis://x\n# a comment\n')).toEqual([
      'PORT',
      'REDIS_URL',
    ]);
  });
});

describe('configuration documents', () => {
  it('finds the env.ts files and their variables', () => {
    expect(envFiles).toContain('apps/server/src/env.ts');
    expect(readKeys.get('apps/server/src/env.ts')).toEqual(
      expect.arrayContaining(['ALLOWED_ORIGINS', 'AGENT_DIST', 'ADMIN_DIST', 'DATABASE_URL']),
    );
  });

  it.each(envFiles)('README and .env.example document every variable %s reads', (file) => {
    const keys = readKeys.get(file) ?? [];
    expect(keys.filter((key) => !documentedInReadme.has(key))).toEqual([]);
    expect(keys.filter((key) => !documentedInExample.has(key))).toEqual([]);
  });

  it('documents no variable that nothing reads', () => {
    const read_ = new Set([...readKeys.values()].flat());
    const sources = repoFiles((path) => /\.(?:ts|tsx)$/.test(path))
      .map(read)
      .join('\n');
    const unread = [...new Set([...documentedInReadme, ...documentedInExample])].filter(
      (name) =>
        !read_.has(name) &&
        !new RegExp(`process\\.env(?:\\.${name}\\b|\\['${name}'\\])`).test(sources),
    );
    expect(unread).toEqual([]);
  });
});
