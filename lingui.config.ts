import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The translation catalogs of the repository (docs/decisions/067-translation-layer.md): one per package
 * that shows text, at `<package>/src/locales/{en,ar}/messages.po`, English first (its values are the
 * spec's texts). `pnpm i18n:extract` refreshes every catalog from the source; the apps' Vite builds
 * compile the `.po` files they import; `pnpm lint:i18n` checks the catalogs agree. The e-mails
 * (`packages/emails`) and the server's documents (`packages/api`: the quote PDF) write their
 * messages with Lingui's runtime `msg` (no build transform on the server) and compile their catalogs
 * with their own configs (docs/decisions/072-email-language.md).
 */
const PACKAGES = [
  'packages/ui',
  'packages/client',
  'apps/agent',
  'apps/admin',
  'packages/emails',
  'packages/api',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  // A missing Arabic message would show its English text; `pnpm lint:i18n` keeps there from being any.
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  // `msg` and `plural` from `@lingui/core/runtime-macro` (the e-mails) are extracted like the macros.
  experimental: { runtimeMacro: true },
  catalogs: PACKAGES.map((pkg) => ({
    path: `<rootDir>/${pkg}/src/locales/{locale}/messages`,
    include: [`<rootDir>/${pkg}/src`],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
  })),
});
