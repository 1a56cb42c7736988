import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: {
      // jsdom stands for the browser: tus-js-client's browser build (XMLHttpRequest, as the app ships),
      // not its Node build, which Node's resolution would pick (docs/decisions/038-resumable-uploads.md).
      alias: { 'tus-js-client': 'tus-js-client/lib.esm/browser/index.js' },
    },
    test: {
      setupFiles: ['./vitest.i18n.setup.ts'],
      // Radix dialogs and selects in jsdom take seconds on a busy machine; the default 5 s is too tight.
      testTimeout: 20_000,
      // One worker runs many files: React, Radix and the router are imported once per worker, not once
      // per file (they were most of the suite's time). The jsdom is shared by the worker's files, so each
      // test cleans up what it renders and stores (docs/decisions/030-fast-suite.md).
      isolate: false,
    },
  }),
);
