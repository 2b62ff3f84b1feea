import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { coreGroups } from './build/chunks/core-groups';
import { depsGroups } from './build/chunks/deps-groups';
import { firstPageGroups } from './build/chunks/first-page-groups';
import { bootCall } from './build/index-html/boot-call';
import { bootContent } from './build/index-html/boot-content';
import { lcpPreload } from './build/index-html/lcp-preload';
import { localePreload } from './build/index-html/locale-preload';
import { prerenderShell } from './build/index-html/prerender-shell';
import { routePreload } from './build/index-html/route-preload';
import { pixelFrame } from './build/pixel-frame/pixel-frame';
import { buildTargets } from './build/matrix/browser-targets';
import { assetManifestPlugin } from './build/pwa/asset-manifest';
import { killWorker } from './build/pwa/kill-worker';
import { firebaseChunkName, pushWorker } from './build/pwa/push-worker';
import { serviceWorker } from './build/pwa/service-worker';

// The browsers it promises to work on (.browserslistrc) set what the JavaScript and CSS are
// lowered to.
const targets = buildTargets();

// The app lives under /m (spec §2). What each plugin does to index.html, the chunks and the
// worker, and in which order: build/README.md.
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
    bootCall(),
    bootContent(),
    localePreload(),
    routePreload(),
    lcpPreload(),
    prerenderShell(),
    ...depsGroups.map((deps) => deps.plugin),
    killWorker(),
    assetManifestPlugin(),
    pushWorker(),
    pixelFrame(),
    serviceWorker(),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    target: targets.js,
    cssTarget: targets.css,
    modulePreload: { polyfill: false },
    // Locale files stay separate assets (fetched on demand) instead of data: URLs in the bundle.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: {
      output: {
        // Firebase's core (@firebase/app, shared by Auth and Messaging) gets a firebase- name, so
        // the worker's globIgnores keeps it out of the precache with the rest of Firebase.
        chunkFileNames: firebaseChunkName,
        // Fewer requests before the first paint on an HTTP/1.1 server (docs/first-paint.md).
        codeSplitting: {
          groups: [...coreGroups, ...depsGroups.map((deps) => deps.group), ...firstPageGroups],
        },
      },
    },
  },
  server: {
    proxy: {
      '/wps': process.env.WPS_DEV_BACKEND ?? 'http://127.0.0.1:8080',
      '/sandbox': process.env.WPS_DEV_BACKEND ?? 'http://127.0.0.1:8080',
    },
  },
});
