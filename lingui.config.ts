import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { agentSignedInSources } from './tooling/repo-checks/src/agent-catalogs.ts';

/**
 * The translation catalogs of the repository (docs/decisions/067-translation-layer.md): one per package
 * that shows text, at `<package>/src/locales/{en,ar}/messages.po`, English first (its values are the
 * spec's texts). `pnpm i18n:extract` refreshes every catalog from the source; the apps' Vite builds
 * compile the `.po` files they import; `pnpm lint:i18n` checks the catalogs agree. The e-mails
 * (`packages/emails`) and the server's documents (`packages/api`: the quote PDF) write their
 * messages with Lingui's runtime `msg` (no build transform on the server) and compile their catalogs
 * with their own configs (docs/decisions/072-email-language.md).
 *
 * The agent app has two catalogs (docs/decisions/075-english-inline.md): `messages` for the pages a
 * visitor sees signed out, and `workspace` for the signed-in area (the workspace, the agency, the
 * `_authed` routes), which the browser loads only before a signed-in page renders. A message used in
 * both areas is in both catalogs.
 */
const PACKAGES = [
  'packages/ui',
  'packages/client',
  'apps/admin',
  'packages/emails',
  'packages/api',
];

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'];

/** The agent's signed-in area: the sources of its `workspace` catalog, left out of `messages`. */
const AGENT_SIGNED_IN = agentSignedInSources().map((path) => `<rootDir>/${path}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  // A missing Arabic message would show its English text; `pnpm lint:i18n` keeps there from being any.
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  // `msg` and `plural` from `@lingui/core/runtime-macro` (the e-mails) are extracted like the macros.
  experimental: { runtimeMacro: true },
  // Every `<Trans>` macro compiles to this `Trans`, which keeps a value's `<…>` as text (see its file).
  runtimeConfigModule: { Trans: ['@uniguide/ui/trans', 'Trans'] },
  catalogs: [
    ...PACKAGES.map((pkg) => ({
      path: `<rootDir>/${pkg}/src/locales/{locale}/messages`,
      include: [`<rootDir>/${pkg}/src`],
      exclude: TESTS,
    })),
    {
      path: '<rootDir>/apps/agent/src/locales/{locale}/messages',
      include: ['<rootDir>/apps/agent/src'],
      exclude: [...TESTS, ...AGENT_SIGNED_IN.map((path) => `${path}/**`), ...AGENT_SIGNED_IN],
    },
    {
      path: '<rootDir>/apps/agent/src/locales/{locale}/workspace',
      include: AGENT_SIGNED_IN,
      exclude: TESTS,
    },
  ],
});
