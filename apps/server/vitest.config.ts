import { defineConfig } from 'vitest/config';
import { databaseTestOptions } from '../../tooling/vite/database-tests.js';

export default defineConfig({
  test: databaseTestOptions('@uniguide/db/testing/global-setup', {
    maxWorkers: 3,
    bundleThreadEntries: true,
  }),
});
