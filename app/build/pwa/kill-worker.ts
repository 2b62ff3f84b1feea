/**
 * The service worker's kill switch: every build also emits /m/sw-kill.js, a worker
 * that takes over from the app's worker at once, deletes every cache of the origin (the precache,
 * the locale and on-demand caches) and unregisters itself. Serving it in place of /m/sw.js (the
 * sandbox's PUT /sandbox/builds/worker {kill:true}; in production, copying it over sw.js) turns
 * the offline layer off at the next update check. It reloads no page: a player mid-deposit keeps
 * their page, and the next navigation is an ordinary one from the network. No fetch handler:
 * requests go to the network from the moment it takes over.
 */
import type { Plugin } from 'vite';

export const KILL_WORKER_FILE = 'sw-kill.js';

/**
 * The work is done at install, not at activate: Chromium activates a worker that skips waiting
 * only once the old one has no event in flight, which on a busy page can take a long while (seen
 * in e2e/pwa/worker.spec.ts). Unregistering is not awaited there: it queues behind this very
 * install. The page the old worker still controls keeps working (workbox's precache falls back
 * to the network when its cache is gone).
 */
const KILL_WORKER_SOURCE = `// Kill switch: clears this origin's caches and unregisters the service worker.
const clearCaches = () =>
  caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key))));
self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(clearCaches().then(() => void self.registration.unregister()));
});
self.addEventListener('activate', (event) => event.waitUntil(clearCaches()));
`;

export function killWorker(): Plugin {
  return {
    name: 'wps-kill-worker',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: KILL_WORKER_FILE, source: KILL_WORKER_SOURCE });
    },
  };
}
