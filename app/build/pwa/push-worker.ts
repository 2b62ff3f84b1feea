/**
 * Builds the worker's push script (src/features/push/push-worker.ts) into /m/push-worker.js, a classic
 * script that the generated /m/sw.js loads with importScripts (workbox.importScripts in
 * vite.config.ts): one worker for the scope, and the push code typed and tested like the rest.
 * A build of its own (IIFE, no chunks) because importScripts cannot load ES modules and the app's
 * chunks are shared between entries. Chromium compares imported scripts on every update check,
 * so a changed push script updates the worker like a changed sw.js.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { buildClassicScript } from '../classic-script';

export const PUSH_WORKER_FILE = 'push-worker.js';

/** Chunks made only of Firebase's packages are named firebase-*, as the Firebase entries are. */
export function firebaseChunkName(chunk: { moduleIds: readonly string[] }): string {
  const firebaseOnly =
    chunk.moduleIds.length > 0 &&
    chunk.moduleIds.every((id) => /[\\/]node_modules[\\/](@firebase|idb|tslib)[\\/]/.test(id));
  return firebaseOnly ? 'assets/firebase-core-[hash].js' : 'assets/[name]-[hash].js';
}

const ENTRY = fileURLToPath(new URL('../../src/features/push/push-worker.ts', import.meta.url));

export function pushWorker(): Plugin {
  return {
    name: 'wps-push-worker',
    apply: 'build',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PUSH_WORKER_FILE,
        source: await buildClassicScript(ENTRY, 'wpsPush'),
      });
    },
  };
}
