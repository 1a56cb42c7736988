import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Radix dialogs and selects in jsdom take seconds on a busy machine; the default 5 s is too tight.
    test: { testTimeout: 20_000 },
  }),
);
