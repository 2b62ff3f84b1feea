/**
 * The service-worker side of an update (spec §4, §9). The worker is vite-plugin-pwa's
 * generateSW with registerType 'prompt': a new worker installs and then waits until the page
 * sends it {type: 'SKIP_WAITING'}. The registration is looked up by scope, so this does not
 * depend on how the shell registered it.
 */
import { isOurWorker, UPDATE_TIMING } from '../../domains/pwa/update-rules';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves true when `worker` reaches `state`, false when it dies or the window closes. */
function reaches(worker: ServiceWorker, state: ServiceWorkerState, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      worker.removeEventListener('statechange', check);
      resolve(ok);
    };
    const check = () => {
      if (worker.state === state || worker.state === 'activated') done(true);
      else if (worker.state === 'redundant') done(false);
    };
    const timer = setTimeout(() => done(false), ms);
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * The worker a registration.update() found, once it has installed within the update window, or
 * null: no new worker (its bytes did not change) or one that failed or took too long.
 */
async function waitingWorker(registration: ServiceWorkerRegistration, ms: number) {
  let found: ServiceWorker | null = null;
  const onFound = () => (found = registration.installing);
  registration.addEventListener('updatefound', onFound);
  // Chromium sets `installing` before update() resolves; the event covers the others.
  await registration.update().catch(() => undefined);
  registration.removeEventListener('updatefound', onFound);
  if (registration.waiting) return registration.waiting;
  const installing = registration.installing ?? found;
  if (!installing) return null;
  return (await reaches(installing, 'installed', ms)) ? registration.waiting : null;
}

/**
 * Asks the browser for the new worker, and lets it take over (after the 200 ms delay) if it
 * installs within the 1-minute window. A build whose worker did not change has none: the
 * refresh then reloads through the current one, which serves the new files on the network.
 */
export async function updateWorker(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration(import.meta.env.BASE_URL);
  if (!registration) return;
  const waiting = await waitingWorker(registration, UPDATE_TIMING.updateWindowMs);
  if (!waiting) return;
  await wait(UPDATE_TIMING.skipWaitingDelayMs);
  waiting.postMessage({ type: 'SKIP_WAITING' });
  await reaches(waiting, 'activated', UPDATE_TIMING.updateWindowMs);
}

/** The shell and in-app-browser path: every worker of ours goes; the refresh fetches afresh. */
export async function unregisterOurWorkers(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(
    registrations
      .filter((r) => isOurWorker((r.active ?? r.waiting ?? r.installing)?.scriptURL ?? ''))
      .map((r) => r.unregister()),
  );
}
