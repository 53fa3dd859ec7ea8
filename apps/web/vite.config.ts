import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { criticalChunks } from './build/criticalChunks';
import { firstPaint } from './build/firstPaint';
import { firstRoute } from './build/firstRoute';
import { compressBeside } from './build/precompress';
import { snapshots } from './build/snapshots';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const builtAt = new Date().toISOString();
const chunks = criticalChunks();
const define = {
  __APP_VERSION__: JSON.stringify(version),
  __BUILT_AT__: JSON.stringify(builtAt),
};

/** Writes build.json beside the app: the running app polls it to notice a new build. */
function buildManifest(): Plugin {
  return {
    name: 'portal-build-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ version, built_at: builtAt }) });
    },
  };
}

const COMPRESSIBLE = /\.(m?js|css|html|json|svg|webmanifest)$/;

/** Writes .br and .gz beside every text file of the build, which the server sends when the browser accepts them. */
function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    writeBundle({ dir = 'dist' }, bundle) {
      for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) compressBeside(join(dir, fileName));
    },
  };
}

export default defineConfig({
  define,
  plugins: [
    react(),
    chunks.plugin,
    firstPaint(),
    firstRoute(),
    buildManifest(),
    precompress(),
    snapshots(define),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      scope: '/',
      filename: 'sw.js',
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Flugportal',
        short_name: 'Flugportal',
        description: 'Buchungen, Flugbuch und Verwaltung für Flugschulen und Vereine',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f8f7fa',
        theme_color: '#1b2d4f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // With injectRegister off the plugin leaves these unset: an updated worker would wait for every
        // tab to close instead of taking over, and the page would never reload into the new build.
        skipWaiting: true,
        clientsClaim: true,
        // Background Sync: wakes the open pages to send the outbox when the connection is back.
        importScripts: ['/sw-outbox.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/sanctum\//, /^\/build\.json$/],
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2}'],
        // The login page's snapshots are for a browser's first visit; the worker answers every later one with the app.
        globIgnores: ['snapshots/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  // The manifest lets e2e/budget.test.ts measure the first route's JavaScript.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/sanctum': 'http://localhost:3000',
      '/login': { target: 'http://localhost:3000', bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
});
