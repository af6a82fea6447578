import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const serverPort = Number(process.env['PORT'] ?? 3000);

/**
 * Client build into dist/client; in development /api and /socket.io go to the Node server. The
 * service worker precaches the whole built app (every page's code, all five catalogs, the
 * fonts), so after one visit solo practice, results and the games work without a network.
 */
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      // An external registerSW.js (the content security policy allows no inline script), deferred
      // so that it does not hold up the first paint.
      injectRegister: 'script-defer',
      manifest: {
        name: 'Mattemester',
        short_name: 'Mattemester',
        description: 'Free mental maths practice for pupils and classes. No login.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fff8ee',
        theme_color: '#3446a8',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        // The help page's pictures (six languages of them) load when the page is opened, not on
        // every device at its first visit; offline the page shows their descriptions.
        globIgnores: ['help/**'],
        // The app's own pages are all index.html; the API and the live channel never are.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/metrics/],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  root: 'src/client',
  publicDir: '../../public',
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the server to name, in each page's HTML, the code and catalog that page needs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page needs (React, i18next, the router, valibot for the device's
              // stores, the page title hook) as one file, not a dozen small ones that each cost a
              // request before the first paint. zod (the shared contracts) comes with the pages
              // that call the API.
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|i18next|react-i18next|wouter|regexparam|valibot)[\\/]|src[\\/]client[\\/]ui[\\/]use-page-title\.ts$/,
            },
            {
              name: 'practice-kit',
              test: /src[\\/]client[\\/](ui[\\/](practice-view|use-practice-keys|choice-grid|spoken-question|stat-list)|lib[\\/](sound|speech|random-seed))/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/socket.io': { target: `http://127.0.0.1:${serverPort}`, ws: true },
    },
  },
});
