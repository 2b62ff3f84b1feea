/**
 * One update check (spec §4): fetch both asset manifests, compare their hash with the stored
 * one, and on a new build update the worker (or, in the Android shell and in-app browsers,
 * unregister it) and open the refresh popup once. Refresh reloads after 200 ms with the 5 s
 * loading toast (spec §9), in place or at /m/home (lib/router/reload-target).
 */
import { overlays } from '../../lib/overlays/overlays';
import { readPlatform } from '../../lib/device/platform';
import {
  ASSET_MANIFESTS,
  manifestHash,
  mayReload,
  popupDue,
  unregistersWorkers,
  UPDATE_TIMING,
  verdictOf,
} from '../../domains/pwa/update-rules';
import { reloadTarget } from '../../lib/router/reload-target';
import {
  readSessionStored,
  readStored,
  writeSessionStored,
  writeStored,
} from '../../lib/storage/storage';
import { unregisterOurWorkers, updateWorker } from './update-worker';

/** A manifest's text; '' for a 404 (spec §4); throws on any other failure (check skipped). */
async function manifestText(path: string): Promise<string> {
  // The timestamp parameter of spec §7 keeps every cache in between out of the answer.
  const response = await fetch(`${path}?t=${Date.now()}`, { cache: 'no-store' });
  if (response.status === 404) return '';
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

/** The page's own navigation, one object so that a test can watch it (jsdom has neither). */
export const navigation = {
  reload: () => location.reload(),
  assign: (path: string) => location.assign(path),
};

function reload(hash: string): void {
  const guard = () => mayReload(readSessionStored('pwa_reloaded_for'), hash, document.hidden);
  if (!guard()) return;
  overlays.open({
    kind: 'loading',
    message: { key: 'common.pleaseWait' },
    durationMs: UPDATE_TIMING.reloadLoadingMs,
  });
  setTimeout(() => {
    // The tab may have been hidden within the delay: it reloads on the player's next refresh.
    if (!guard()) return overlays.hideLoading();
    writeSessionStored('pwa_reloaded_for', hash);
    const target = reloadTarget(location.pathname);
    if (target === location.pathname) navigation.reload();
    else navigation.assign(target);
  }, UPDATE_TIMING.reloadDelayMs);
}

let busy = false;
let again = false;
let shownFor: string | null = null;
/** The newest build found: a popup opened for an older one refreshes for this one. */
let latest = '';

/** One check at a time: one asked for meanwhile (visible, 1.5 s, hourly) runs right after. */
export async function checkForUpdate(): Promise<void> {
  if (busy) {
    again = true;
    return;
  }
  busy = true;
  try {
    do {
      again = false;
      await checkOnce();
    } while (again);
  } finally {
    busy = false;
  }
}

async function checkOnce(): Promise<void> {
  try {
    const hash = manifestHash(await Promise.all(ASSET_MANIFESTS.map(manifestText)));
    const verdict = verdictOf(readStored('pwa_asset_hash'), hash);
    if (verdict === 'same') return;
    writeStored('pwa_asset_hash', hash);
    if (verdict === 'first') return;
    latest = hash;
    if (unregistersWorkers(readPlatform(), navigator.userAgent)) await unregisterOurWorkers();
    else await updateWorker();
    if (!popupDue(shownFor, hash)) return;
    shownFor = hash;
    overlays.open({
      kind: 'notice',
      id: 'pwa-update',
      title: { key: 'pwaUpdate.title' },
      message: { key: 'pwaUpdate.message' },
      confirm: { key: 'pwaUpdate.refresh' },
      onConfirm: () => reload(latest),
    });
  } catch {
    // Offline or a server error: the next check (visible, hourly) tries again.
  }
}
