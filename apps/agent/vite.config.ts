import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_BUILD } from '../../tooling/vite/app-build.js';
import { precompress } from '../../tooling/vite/precompress.js';
import { routeManifest } from '../../tooling/vite/route-manifest.js';

const apiTarget = process.env.UNIGUIDE_API_URL ?? 'http://localhost:3000';

/**
 * Routes whose component ships in the entry instead of a lazy chunk: the public layout and the catalogue
 * page are where most visits start, and a separate chunk would cost them a second round trip (the
 * catalogue page lazy-loads its heavy part itself). The landing page is lazy: in the entry, its sections
 * weighed on every other first page (docs/decisions/012-first-page-javascript.md). Every other route,
 * including ones added later, is lazy.
 */
const FIRST_PAGE_ROUTES: readonly string[] = ['/_public', '/_public/programs/'];

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
