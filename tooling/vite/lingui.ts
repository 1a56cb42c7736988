import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';

/**
 * Lingui in a Vite build or a Vitest run (docs/decisions/067-translation-layer.md): its macros
 * (`<Trans>`, `t`, `plural`) become message lookups, natively (no Babel), and an imported
 * `messages.po` is compiled into the bundle. Every package reads the repository's one config, which
 * knows every catalog.
 */
export function linguiPlugin() {
  return lingui({
    macroTransform: true,
    configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)),
  });
}
