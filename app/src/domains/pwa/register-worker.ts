/**
 * Registers the service worker (spec §7: /m/sw.js with env and merchant params, scope /m/) once
 * the page has loaded and the site status has named the merchant; loaded by main.tsx after the
 * load event, so none of it is on the first paint. With no status (offline, a failing back end)
 * it registers nothing on this visit: the registration from an earlier one keeps working.
 *
 * env: VITE_WPS_ENV when the build sets it (e.g. `VITE_WPS_ENV=staging npm run build`), else
 * Vite's mode ('production' for `npm run build`). The worker ignores both params; they let the
 * server or a proxy tell builds and sites apart (and a kill switch target one of them).
 */
import { siteMerchantKnown } from '../../lib/api/context';
import { LOCALE_CACHE, LOCALE_FILE } from './register-worker-caches';

const BASE = import.meta.env.BASE_URL;

export const WORKER_ENV: string = import.meta.env.VITE_WPS_ENV || import.meta.env.MODE;

export function workerUrl(merchant: string, env: string = WORKER_ENV): string {
  return `${BASE}sw.js?${new URLSearchParams({ env, merchant })}`;
}

let registered: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * The app's registration, registering it on the first call: what the update check
 * calls `update()` on and posts `{ type: 'SKIP_WAITING' }` to a waiting worker of (the worker's
 * own message handler, from generateSW). Undefined without worker support or when registering
 * failed; never settles on a visit whose status never arrives.
 */
export function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  registered ??= register();
  return registered;
}

async function register(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const merchant = await siteMerchantKnown();
  try {
    const registration = await navigator.serviceWorker.register(workerUrl(merchant), {
      scope: BASE,
    });
    void warmLocaleCache();
    return registration;
  } catch {
    return undefined; // no worker: the app works as a plain web page
  }
}

/**
 * On the first visit the page fetched its language before any worker ran, so the worker's
 * locale cache does not have it: it is added once the worker is active (from the HTTP cache,
 * the file is immutable), and an offline reload can still say "offline" in the player's words.
 */
async function warmLocaleCache(): Promise<void> {
  await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => LOCALE_FILE.test(url));
  const cache = await caches.open(LOCALE_CACHE);
  for (const url of new Set(urls)) {
    if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
  }
}
