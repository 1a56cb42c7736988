import { defineConfig } from 'vitest/config';
import { databaseTestOptions } from '../../tooling/vite/database-tests.js';

export default defineConfig({ test: databaseTestOptions('./src/testing/global-setup.ts') });
