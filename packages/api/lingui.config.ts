import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Compiles the catalog of the documents the server draws (the quote PDF; docs/decisions/072-email-language.md)
 * into the `messages.ts` modules it loads, so the server needs no Lingui transform at run time. The
 * messages are extracted by the repository's config (`pnpm i18n:extract`), which lists this package.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: [] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
