import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The Lingui config of a package whose catalog is compiled into `messages.ts` modules it loads, so
 * the server needs no Lingui transform at run time (the e-mails and the server's documents,
 * docs/decisions/072-email-language.md). The messages are extracted by the repository's config
 * (`pnpm i18n:extract`), which lists these packages.
 */
export function compiledCatalogConfig() {
  return defineConfig({
    sourceLocale: 'en',
    locales: ['en', 'ar'],
    fallbackLocales: { default: 'en' },
    catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: [] }],
    format: formatter({ lineNumbers: false }),
    compileNamespace: 'ts',
  });
}
