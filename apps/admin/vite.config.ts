import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugin } from '../../tooling/vite/lingui.js';
import { APP_BUILD } from '../../tooling/vite/app-build.js';
import { precompress } from '../../tooling/vite/precompress.js';
import { routeManifest } from '../../tooling/vite/route-manifest.js';

const apiTarget = process.env.UNIGUIDE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    linguiPlugin(),
    tailwindcss(),
    routeManifest(),
    precompress(),
  ],
  server: {
    port: 5174,
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
  build: APP_BUILD,
});
