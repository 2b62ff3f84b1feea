import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { assetManifestPlugin } from './asset-manifest';
import { localePreload } from './locale-preload';

// The app lives under /m (spec §2). The service worker is /m/sw.js (spec §7); it precaches the
// shell and code, while the 23 locale files are cached on use so that a player never downloads
// languages they do not read.
export default defineConfig({
  base: '/m/',
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: wouter's shim for older React is dead weight.
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/lib/react-shims/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  plugins: [
    react(),
    localePreload(),
    assetManifestPlugin(),
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // Firebase Auth (about 30 KB gzip) is for the few who tap a social button: it is cached
        // when used, never downloaded up front by every installed app on a slow network.
        globIgnores: ['**/firebase-*.js'],
        navigateFallback: '/m/index.html',
        navigateFallbackDenylist: [/^\/wps\//, /^\/sandbox\//],
        runtimeCaching: [
          {
            // One JSON file a language (assets/vi-<hash>.json): cached when a language is used.
            urlPattern: ({ url }) => /\/assets\/[a-z-]+-[\w-]+\.json$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'locales', expiration: { maxEntries: 30 } },
          },
          {
            urlPattern: ({ url }) => /\/assets\/firebase-[^/]+\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'on-demand', expiration: { maxEntries: 4 } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // Locale files stay separate assets (fetched on demand) instead of data: URLs in the bundle.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
  server: {
    proxy: {
      '/wps': process.env.WPS_DEV_BACKEND ?? 'http://127.0.0.1:8080',
      '/sandbox': process.env.WPS_DEV_BACKEND ?? 'http://127.0.0.1:8080',
    },
  },
});
