import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The catalog of the server's user-facing messages (decision 069): PO files keyed by stable ids,
 * English values exactly as docs/product.md writes them. `lingui compile` writes the messages.ts
 * modules the API loads (the apps may load them too).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: [] }],
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  compileNamespace: 'ts',
});
