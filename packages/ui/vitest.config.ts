import { defineConfig } from 'vitest/config';
import { packageTestConfig } from '../../tooling/vite/package-tests.js';

export default defineConfig(packageTestConfig(['./vitest.setup.ts', './vitest.i18n.setup.ts']));
