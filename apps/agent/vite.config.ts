import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugin } from '../../tooling/vite/lingui.js';
import { APP_BUILD } from '../../tooling/vite/app-build.js';
import { precompress } from '../../tooling/vite/precompress.js';
import { preloadScope } from '../../tooling/vite/preload-scope.js';
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

/**
 * Chunks imported without the list of files they need, which would weigh on every first page
 * (docs/decisions/086-first-page-javascript.md): the signed-in area (its routes and the workspace),
 * and the parts of public pages that only a signed-in user or a missing program or university
 * shows. The router fetches a route's chunk when a link to it is pointed at; a chunk's own imports
 * follow it.
 */
const PRELOAD = preloadScope(
  (id) =>
    /[\\/]src[\\/](routes[\\/]_authed|components[\\/]workspace)[\\/.]/.test(id) ||
    /[\\/]src[\\/](lib[\\/]saved-programs-sync|components[\\/]catalogue[\\/](university-not-found|detail[\\/](program-not-found|required-documents-card|commission-preview-card)))\.tsx?$/.test(
      id,
    ),
);

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
    PRELOAD.plugin,
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
  build: { ...APP_BUILD, modulePreload: PRELOAD.modulePreload },
});
