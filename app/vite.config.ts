import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The app lives under /m (spec §2). The service worker is /m/sw.js (spec §7); it precaches the
// shell and code, while the 23 locale files are cached on use so that a player never downloads
// languages they do not read.
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['**/locale-*.js'],
        navigateFallback: '/m/index.html',
        navigateFallbackDenylist: [/^\/wps\//, /^\/sandbox\//],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.includes('/assets/locale-'),
            handler: 'CacheFirst',
            options: { cacheName: 'locales', expiration: { maxEntries: 30 } },
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
