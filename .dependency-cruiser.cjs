// The layer arrows of docs/architecture.md, checked by `pnpm lint:boundaries` (part of `pnpm lint` and CI):
//   domain ← db ← api ← server        ui ← client ← apps (agent, admin)
// plus: no app imports another app, and no package reaches into another's src past its public entries;
// inside api, routers reach services through each entity's index and never the audit writer; raw SQL
// for tests comes from @uniguide/db/testing. tooling/repo-checks/src/layers.ts, run after this, checks
// what an import graph cannot see: SQL written outside packages/db, transactions opened in routers.

const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/** A package's public entry points, read from its package.json "exports"; the rest of src is private. */
const PUBLIC_ENTRIES = readdirSync(join(__dirname, 'packages')).flatMap((name) => {
  const manifest = JSON.parse(
    readFileSync(join(__dirname, 'packages', name, 'package.json'), 'utf8'),
  );
  return Object.values(manifest.exports ?? {}).map(
    (target) =>
      `^packages/${name}/${String(target)
        .replace(/^\.\//, '')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  );
});

/** Tests, test helpers and test configuration, which may set up states with raw SQL. */
const TEST_CODE = String.raw`(\.test\.tsx?$|/testing/|^apps/server/test/|vitest\.config\.ts$)`;
const layer = (name, from, to, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    layer(
      'domain-stands-alone',
      '^packages/domain/',
      '^(packages/(db|api|ui|client)|apps|e2e|bench)/',
      'domain holds schemas, vocabularies and rules: it imports no other workspace package',
    ),
    layer(
      'db-only-on-domain',
      '^packages/db/',
      '^(packages/(api|ui|client)|apps|e2e|bench)/',
      'db knows domain only: services, HTTP and UI come after it',
    ),
    layer(
      'api-below-the-server',
      '^packages/api/',
      '^(packages/(ui|client)|apps|e2e|bench)/',
      'api (procedures and services) is called by the server; it never imports HTTP or UI code',
    ),
    layer(
      'server-serves-built-apps',
      '^apps/server/',
      '^(packages/(ui|client)|apps/(agent|admin)|e2e|bench)/',
      'the server serves the apps as built files; it imports none of their code',
    ),
    layer(
      'ui-is-the-base-of-the-screens',
      '^packages/ui/',
      '^(packages/(db|api|client)|apps|e2e|bench)/',
      'ui holds components only: no data, no API, no app plumbing (domain vocabularies and texts are fine)',
    ),
    layer(
      'client-below-the-apps',
      '^packages/client/',
      '^(packages/db|apps|e2e|bench)/',
      'client is the apps’ plumbing: it never imports an app or the database',
    ),
    layer(
      'screens-never-import-the-backend',
      '^apps/(agent|admin)/',
      '^(packages/(db|api)|apps/server)/',
      'the apps reach the backend through @uniguide/client (tRPC), never by importing it',
    ),
    {
      name: 'client-takes-only-types-from-api',
      comment:
        'client needs the AppRouter type for tRPC; importing api code would bundle the server',
      severity: 'error',
      from: { path: '^packages/client/' },
      to: { path: '^packages/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-app-imports-another-app',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-deep-imports',
      comment: 'import another package by its name and public entries, never a file inside its src',
      severity: 'error',
      from: { path: '^((?:packages|apps)/[^/]+|e2e|bench)/' },
      to: { path: '^packages/[^/]+/', pathNot: ['^$1/', ...PUBLIC_ENTRIES] },
    },
    {
      name: 'routers-never-write-audit',
      comment:
        'a router validates and calls one service; the service opens the transaction and writes the audit row (docs/architecture.md §3)',
      severity: 'error',
      from: { path: '^packages/api/src/routers/', pathNot: TEST_CODE },
      to: { path: '^packages/api/src/services/audit/' },
    },
    {
      name: 'routers-call-services-by-their-index',
      comment:
        'each services/<entity>/index.ts names what the entity offers; routers import that, not the files behind it',
      severity: 'error',
      from: { path: '^packages/api/src/routers/', pathNot: TEST_CODE },
      to: {
        path: '^packages/api/src/services/[^/]+/',
        pathNot: '^packages/api/src/services/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'db-testing-entry-only-in-tests',
      comment:
        '@uniguide/db/testing (test databases, raw sql) is for tests, test helpers and the bench',
      severity: 'error',
      from: { path: '^(packages|apps)/', pathNot: ['^packages/db/src/testing/', TEST_CODE] },
      to: { path: '^packages/db/src/testing/' },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'an import of a package the importer does not depend on (domain → db) cannot resolve',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|\\.turbo|playwright-report|test-results)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
