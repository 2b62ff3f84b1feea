/**
 * A lazy part's loader that does not give up at the first failure (chunk-rules.ts): it asks for
 * the chunk again, then looks for a new build and reloads the tab once for it; only then does it
 * fail, for the part's error boundary to show the error with its retry. Every promise here is
 * handled: an aborted import must never surface as an unhandled rejection (Firefox reports one
 * for an import nobody awaits).
 */
import { readSessionStored, writeSessionStored } from '../storage/storage';
import { CHUNK_TRIES, newBuild, RELOAD_WAIT_MS, reloadFor } from './chunk-rules';

/** The page's own navigation, one object so that a test can watch it. */
export const chunkNavigation = { reload: () => location.reload() };

/** The paths of this page's entry scripts (index.html's module scripts). */
function pageEntries(): string[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
    (script) => new URL(script.src, location.href).pathname,
  );
}

/** The build the server serves now, when it is not this page's; null when that is not known. */
async function serverBuild(): Promise<string | null> {
  try {
    // The build's own manifest (build/pwa/asset-manifest.ts), which lists its entry scripts;
    // the timestamp keeps every cache in between out of the answer, as the update check does.
    const url = `${import.meta.env.BASE_URL}asset-manifest.json?t=${Date.now()}`;
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? newBuild(await response.json(), pageEntries()) : null;
  } catch {
    return null;
  }
}

/** Reloads for `build` once: false when the guard cannot be kept (no sessionStorage), since
 * a reload that cannot remember itself could repeat forever. */
function reloadOnce(build: string): boolean {
  writeSessionStored('chunk_reloaded_for', build);
  if (readSessionStored('chunk_reloaded_for') !== build) return false;
  chunkNavigation.reload();
  return true;
}

export function recoverChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    let failure: unknown;
    for (let tries = 0; tries < CHUNK_TRIES; tries++) {
      try {
        return await load();
      } catch (error) {
        failure = error;
      }
    }
    const build = reloadFor(await serverBuild(), readSessionStored('chunk_reloaded_for'));
    if (build && reloadOnce(build)) {
      // The page is going away; should it stay, the error shows rather than a spinner.
      await new Promise((resolve) => setTimeout(resolve, RELOAD_WAIT_MS));
    }
    throw failure;
  };
}
