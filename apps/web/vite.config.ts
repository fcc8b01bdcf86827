import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { editorBundleGuard } from './scripts/editor-bundle-guard.ts';
import { landingBundleGuard } from './scripts/landing-bundle-guard.ts';

// The API server (apps/server) listens on port 3000 by default; in development Vite serves the
// web app and forwards the server's paths to it.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), landingBundleGuard(), editorBundleGuard()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each screen needs (scripts/first-screen-shells.mjs).
    manifest: true,
    target: 'es2022',
    // Every browser the app supports (es2022) knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/legal': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/legal': { target: apiServer, changeOrigin: false },
    },
  },
});
