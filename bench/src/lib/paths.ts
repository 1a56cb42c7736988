import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SERVER_ENTRY = join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');
export const AGENT_DIST = join(REPO_ROOT, 'apps', 'agent', 'dist');
export const ADMIN_DIST = join(REPO_ROOT, 'apps', 'admin', 'dist');
export const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

/** The bench measures the built artefacts, never sources: say how to build them when they are missing. */
export function requireBuilt(path: string): void {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: run \`pnpm --filter @uniguide/server... build\` (or \`pnpm build\`) first`,
    );
  }
}
