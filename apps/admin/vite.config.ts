import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tooling/vite/precompress.js';
import { routeManifest } from '../../tooling/vite/route-manifest.js';

const apiTarget = process.env.UNIGUIDE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    routeManifest(),
    precompress(),
  ],
  server: {
    port: 5174,
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What the first page needs arrives as two files instead of dozens: the libraries (a chunk that
        // changes only when they do) and our own code. Lazy routes keep rolldown's automatic chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
