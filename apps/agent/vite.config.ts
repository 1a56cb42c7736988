import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugin } from '../../tooling/vite/lingui.js';
import { APP_BUILD } from '../../tooling/vite/app-build.js';
import { precompress } from '../../tooling/vite/precompress.js';
import { routeManifest } from '../../tooling/vite/route-manifest.js';

const apiTarget = process.env.UNIGUIDE_API_URL ?? 'http://localhost:3000';

/**
 * Routes whose component ships in the entry instead of a lazy chunk: only the public layout (its header
 * paints with the first script; its footer is fetched after). Every page, the catalogue and the landing
 * page included, is a lazy chunk: in the entry, the catalogue page weighed on /auth, which has no use for
 * it, and kept that page over the 150 KB budget (docs/decisions/012-first-page-javascript.md). Routes
 * added later are lazy too.
 */
const FIRST_PAGE_ROUTES: readonly string[] = ['/_public'];

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (FIRST_PAGE_ROUTES.includes(routeId) ? [] : undefined),
      },
    }),
    react(),
    linguiPlugin(),
    tailwindcss(),
    routeManifest(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
  build: APP_BUILD,
});
