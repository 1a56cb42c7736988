import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The translation catalogs of the repository (docs/decisions/067-translation-layer.md): one per package
 * that shows text, at `<package>/src/locales/{en,ar}/messages.po`, English first (its values are the
 * spec's texts). `pnpm i18n:extract` refreshes every catalog from the source; the apps' Vite builds
 * compile the `.po` files they import; `pnpm lint:i18n` checks the catalogs agree.
 */
const PACKAGES = ['packages/ui', 'packages/client', 'apps/agent', 'apps/admin'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  // A missing Arabic message would show its English text; `pnpm lint:i18n` keeps there from being any.
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: PACKAGES.map((pkg) => ({
    path: `<rootDir>/${pkg}/src/locales/{locale}/messages`,
    include: [`<rootDir>/${pkg}/src`],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
  })),
});
