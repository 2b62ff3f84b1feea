import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { KILL_WORKER_FILE, killWorker } from './kill-worker';
import { assetManifestPlugin } from './asset-manifest';
import { bootCall } from './boot-call';
import { bootContent } from './boot-content';
import { localePreload } from './locale-preload';
import { firstPageGroups } from './first-page-groups';
import { FIRST_PAGES, routePreload } from './route-preload';
import { lcpPreload } from './lcp-preload';
import { prerenderShell } from './prerender-shell';
import { HOME_PATHS } from './src/lib/router/paths';
import { sharedDepsGroup } from './shared-deps-group';
import {
  isPublicContent,
  keepSuccessOnly,
  PUBLIC_CONTENT_CACHE,
  PUBLIC_CONTENT_LIMITS,
  PUBLIC_CONTENT_TIMEOUT_SECONDS,
  publicContentKey,
} from './src/domains/pwa/public-content';
import { firebaseChunkName, PUSH_WORKER_FILE, pushWorker } from './push-worker-plugin';
import { LOCALE_CACHE, LOCALE_FILE } from './src/domains/pwa/register-worker-caches';

// The app lives under /m (spec §2). The service worker is /m/sw.js (spec §7); it precaches the
// shell and code, while the 23 locale files are cached on use so that a player never downloads
// languages they do not read. Of the /wps answers it keeps only the public content calls (the rule
// of contract/README.md "Public content in the service worker", lib/pwa/public-content): never
// one that carries a session, so nothing outlives a session or reaches another member. Offline,
// a navigation gets the precached shell; a repeat visit paints from the stored status (lib/site/
// status) with its saved content and the offline bar, a first one shows the offline state.
// Issue 18: home's content and the lib modules it alone needs, two requests instead of 16.
const homeDeps = sharedDepsGroup(
  'home-deps',
  'src/features/home/HomeContent.tsx',
  'src/main.tsx',
  FIRST_PAGES.flatMap((page) => (page.paths === HOME_PATHS ? [] : [page.module])),
);

// Issue 18: the login form's lib modules (captcha, SMS, device id, remembered login, the login
// call), 18 files before its largest paint instead of 23. The registration form, the two-factor
// dialog, social and one-tap sign-in, a remembered login's auto-login and the password change
// need most of them too and load the group; what else loads after the first paint (the overlays,
// every dialog, the mini-game, the cipher, logout) keeps its own small chunks, as do the other
// first pages.
const loginDeps = sharedDepsGroup('login-deps', 'src/features/auth/LoginPage.tsx', 'src/main.tsx', [
  'src/features/home/HomePage.tsx',
  'src/features/home/HomeContent.tsx',
  'src/features/game/GamePage.tsx',
  'src/app/AfterPaintHosts.tsx',
  'src/ui/Dialog.tsx',
  'src/ui/Checkbox.tsx',
  'src/ui/Page.tsx',
  'src/features/mini-game/MiniGame.tsx',
  'src/lib/api/wps-cipher.ts',
  'src/domains/account/logout.ts',
]);

// Issue 18: what else the login form's first paint needs that neither the shell, home (its first
// paint and its content) nor the game lobby's first paint need, nor the after-paint overlays'
// host: the dialog, the checkbox, md5, the captcha's script loader and the session's schemas,
// which login-deps leaves to the overlays, each a chunk of its own of 0.2 to 2.6 KB that an
// HTTP/1.1 server sends 6 at a time. 20 files instead of 24; the announcement popup, which needs
// the dialog and the checkbox, loads this chunk during its delay. Listed after login-deps among
// the groups: a module both would take stays in login-deps.
const loginKit = sharedDepsGroup('login-kit', 'src/features/auth/LoginPage.tsx', 'src/main.tsx', [
  'src/features/home/HomePage.tsx',
  'src/features/home/HomeContent.tsx',
  'src/features/game/GamePage.tsx',
  'src/app/AfterPaintHosts.tsx',
]);

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
    homeDeps.plugin,
    loginDeps.plugin,
    loginKit.plugin,
    killWorker(),
    assetManifestPlugin(),
    pushWorker(),
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      filename: 'sw.js',
      workbox: {
        // Push notifications (issue 16): the worker's push and notificationclick handlers.
        importScripts: [PUSH_WORKER_FILE],
        globPatterns: ['**/*.{js,css,html,svg}'],
        // Firebase Auth (about 30 KB gzip) is for the few who tap a social button: it is cached
        // when used, never downloaded up front by every installed app on a slow network.
        // The kill switch is served in place of sw.js when wanted, never precached by it.
        globIgnores: ['**/firebase-*.js', `**/${KILL_WORKER_FILE}`, `**/${PUSH_WORKER_FILE}`],
        navigateFallback: '/m/index.html',
        // As the server does: a missing asset, or any missing file with an extension other than
        // .html, opened as a page is the server's 404, never the shell (a script URL answered
        // with HTML breaks in confusing ways, and a 404 must stay a 404 with the worker too).
        navigateFallbackDenylist: [
          /^\/wps\//,
          /^\/sandbox\//,
          /^\/m\/assets\//,
          /^[^?]*\.(?!html(?:$|\?))[^/.?]+(?:\?|$)/,
        ],
        runtimeCaching: [
          {
            // One JSON file a language (assets/vi-<hash>.json): cached when a language is used.
            // A RegExp, not a function: generateSW copies a function's source, not its closure.
            urlPattern: LOCALE_FILE,
            handler: 'CacheFirst',
            options: { cacheName: LOCALE_CACHE, expiration: { maxEntries: 30 } },
          },
          {
            // Public content (banners, marquee, game lanes...): the network first, the saved
            // answer when it fails or is slower than the timeout (offline, a slow network).
            urlPattern: isPublicContent,
            handler: 'NetworkFirst',
            options: {
              cacheName: PUBLIC_CONTENT_CACHE,
              networkTimeoutSeconds: PUBLIC_CONTENT_TIMEOUT_SECONDS,
              expiration: PUBLIC_CONTENT_LIMITS,
              plugins: [{ cacheKeyWillBeUsed: publicContentKey, cacheWillUpdate: keepSuccessOnly }],
            },
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
    // Firebase's core (@firebase/app, shared by Auth and Messaging) gets a firebase- name, so the
    // worker's globIgnores keeps it out of the precache with the rest of Firebase.
    rolldownOptions: {
      output: {
        chunkFileNames: firebaseChunkName,
        // Issue 18, fewer requests before the first paint on an HTTP/1.1 server: React, its JSX
        // runtime, wouter and the storage module are used by the entry and by most lazy chunks,
        // and Rolldown gave each a chunk of its own (4 requests of 0.3 to 3 KB). One group makes
        // them one chunk: /m/home's first paint is 6 files instead of 9 (e2e/budget.spec.ts).
        // The page frame (ui/Page.tsx, a heading and a box) too: every page but the lobby draws
        // in it, and it was a 0.2 KB chunk of its own on home's and login's first paint (5 files).
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              test: /^rolldown:runtime$|node_modules[\\/](react|wouter|regexparam|valibot)[\\/]|src[\\/]lib[\\/](store\.ts|storage[\\/]|router[\\/]carry-params\.ts)|src[\\/]ui[\\/]Page\.tsx$/,
            },
            // Home's content call (its first banner is the largest paint) needs only this and
            // the entry. In home-deps it waited for that chunk and the chunks it imports, which
            // queue behind one another on an HTTP/1.1 server's 6 connections; alone, index.html
            // starts it with home's page chunk (route-preload.ts). The landing's attribution,
            // which the entry imports at once on every page, comes in it too: on home its own
            // chunk was one more request beside home's content chunks; elsewhere the popup host
            // needs this chunk after the first paint anyway.
            {
              name: 'announcements',
              test: /src[\\/](domains[\\/]content[\\/]announcements-call|content|domains[\\/]attribution[\\/](landing|affiliate|click-ids|s2s))\.ts$/,
              includeDependenciesRecursively: false,
            },
            // TanStack Query and the app's client, out of the entry (home's first paint reads the
            // status from a store of its own): they load with the first part that reads or calls
            // (lib/api/with-query-client.ts), where Rolldown cut them into 9 chunks. The infinite
            // lists' hooks stay with the two history pages that use them. The lobby's lanes call
            // and the contract's game shapes come in it too (they were the `vendor-lanes` group):
            // the lobby and home's content need both, so each page gets one request less, and the
            // login form 0.7 KB more (e2e/budget.spec.ts).
            {
              name: 'queries',
              test: /node_modules[\\/]@tanstack[\\/](?!.*(infiniteQuery(Observer|Options)|useInfiniteQuery)\.js)|src[\\/](lib[\\/]api[\\/]query-client\.tsx|domains[\\/]games[\\/]vendor-lanes\.ts)$|contract[\\/]src[\\/]games\.ts$/,
              includeDependenciesRecursively: false,
            },
            homeDeps.group,
            loginDeps.group,
            loginKit.group,
            ...firstPageGroups,
          ],
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
