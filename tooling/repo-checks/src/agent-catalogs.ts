/**
 * The agent app's two Arabic catalogs (docs/decisions/075-english-inline.md): the sources of its
 * signed-in area go to `workspace`, loaded by the `_authed` route; every other source goes to
 * `messages`, loaded before the first page. `lingui.config.ts` extracts along these lines and
 * `pnpm lint:i18n` checks that no signed-out source imports from the signed-in area.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './source-files.ts';

/** Agency components a signed-out page shows: the invite link's page (`/join`). */
const AGENCY_SIGNED_OUT = new Set(['join-form.tsx']);

/** The signed-in area, as repository paths of folders and files. */
export function agentSignedInSources(root = REPO_ROOT): string[] {
  const agency = 'apps/agent/src/components/agency';
  return [
    'apps/agent/src/components/workspace',
    'apps/agent/src/routes/_authed',
    'apps/agent/src/routes/_authed.tsx',
    ...readdirSync(join(root, agency))
      .filter((file) => !AGENCY_SIGNED_OUT.has(file))
      .map((file) => `${agency}/${file}`),
  ];
}

const EXTENSION = /\.(tsx?|jsx?)$/;

/** Whether a repository path (extension or not) is one of the signed-in sources. */
export function isSignedInSource(path: string, signedIn: string[]): boolean {
  const bare = path.replace(EXTENSION, '');
  return signedIn.some(
    (source) => bare === source.replace(EXTENSION, '') || bare.startsWith(`${source}/`),
  );
}

/**
 * The relative imports of a signed-out source that lead into the signed-in area: their texts are in
 * the `workspace` catalog, which a signed-out page has not loaded.
 */
export function signedInImports(path: string, source: string, signedIn: string[]): string[] {
  const folder = path.split('/').slice(0, -1);
  const found: string[] = [];
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
    const parts = [...folder];
    for (const part of match[1]!.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    if (isSignedInSource(parts.join('/'), signedIn)) found.push(match[1]!);
  }
  return found;
}
