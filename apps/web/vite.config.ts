import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const builtAt = new Date().toISOString();

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

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __BUILT_AT__: JSON.stringify(builtAt),
  },
  plugins: [
    react(),
    buildManifest(),
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
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/sanctum\//, /^\/build\.json$/],
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  // The manifest lets e2e/budget.test.ts measure the first route's JavaScript.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/sanctum': 'http://localhost:3000',
      '/login': { target: 'http://localhost:3000', bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
});
