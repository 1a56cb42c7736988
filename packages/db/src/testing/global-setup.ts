import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPgliteTemplates,
  PGLITE_TEMPLATE_DIR_ENV,
  PGLITE_TEMPLATES,
  pgliteTemplateFile,
} from './pglite-template';

/**
 * Vitest global set-up (`globalSetup` in a package's vitest config): builds the PGlite templates once
 * per run, before any test process starts, and hands their folder to every test process through the
 * environment. Removes them when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'uniguide-pglite-templates-'));
  const templates = await buildPgliteTemplates();
  for (const template of PGLITE_TEMPLATES) {
    const bytes = new Uint8Array(await templates[template].arrayBuffer());
    await writeFile(pgliteTemplateFile(dir, template), bytes);
  }
  process.env[PGLITE_TEMPLATE_DIR_ENV] = dir;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_DIR_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
