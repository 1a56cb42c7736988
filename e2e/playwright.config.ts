import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { OFFLINE_CHROMIUM_ARGS } from '../tooling/chromium/offline-args';
import { ADMIN_URL, AGENT_URL, E2E_PORT, E2E_SMTP_PORT } from './fixtures/urls';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const isCI = Boolean(process.env.CI);

// Each run gets a fresh embedded database and upload folder. Workers load this file again: the
// variable makes them reuse the runner's folder, and only the runner removes it when it exits
// (after Playwright has stopped the server).
let dataDir = process.env.UNIGUIDE_E2E_DATA_DIR;
if (!dataDir) {
  const created = mkdtempSync(join(tmpdir(), 'uniguide-e2e-'));
  process.env.UNIGUIDE_E2E_DATA_DIR = dataDir = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}
// The server inherits this environment: never let a developer's DATABASE_URL point it at a real database.
delete process.env.DATABASE_URL;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A real SMTP server for the e-mails the specs read (fixtures/mailbox.ts).
  globalSetup: './global-setup.ts',
  // Two spec files at a time against the one server: each spec makes its own accounts and records, so
  // they do not meet. The whole suite took 19 min with one worker on a quiet machine and 11 min with
  // two at load 19 (decision 074).
  fullyParallel: false,
  workers: 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: AGENT_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell, never a browser downloaded by `playwright install`: the
      // same engine as its full browser without the browser's own window and UI, which cost the
      // specs twice the CPU for the same page visits on a 2-core machine (decision 091).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: OFFLINE_CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The built server, exactly as `pnpm start` runs it (turbo builds it before this package's tests).
    command: 'node apps/server/dist/server.js',
    cwd: repoRoot,
    url: `${AGENT_URL}/api/health`,
    reuseExistingServer: false,
    // The first start creates, migrates and seeds the embedded database: 269–333 s were measured on
    // a 2-core machine at load 28–42 (decision 074). The wait ends as soon as the server answers.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Every spec signs in from this one IP; the per-IP limit is tested in the server's own tests.
      AUTH_RATE_LIMIT: '1000',
      SHARE_RATE_LIMIT: '1000',
      // Likewise invitations and verification resends (limited in the API's own tests).
      MAIL_RATE_LIMIT: '1000',
      // Cross-links and the allowed Origins (CSRF check) follow these.
      PUBLIC_AGENT_URL: AGENT_URL,
      PUBLIC_ADMIN_URL: ADMIN_URL,
      // The global setup's test mail server.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'UniGuide <no-reply@uniguide.test>',
    },
  },
});
