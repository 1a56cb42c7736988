import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugin } from '../../tooling/vite/lingui.js';

/**
 * The server-side build of the agent app's public pages (docs/decisions/040-server-rendered-pages.md):
 * `src/entry-server.tsx` and everything it renders, libraries included, as one ES module in
 * `dist-ssr/`, which the server imports at start. Routes are not split (the server loads everything
 * once); React runs its production build.
 */
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: false }), react(), linguiPlugin()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
