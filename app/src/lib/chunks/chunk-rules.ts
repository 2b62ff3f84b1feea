/**
 * What the app does when a lazy page's or dialog's chunk did not load. Two causes: the network
 * dropped the request (asking again helps), or a new build was deployed while the tab was open
 * and the server no longer has the old build's files (only loading the new build helps).
 */

/** A chunk is asked for this many times before the app looks for a new build. */
export const CHUNK_TRIES = 2;

/** A reload that has not happened after this long (blocked, or cancelled) ends in the error. */
export const RELOAD_WAIT_MS = 10_000;

/**
 * The build the server now serves, named by its entry scripts, when it is not this page's:
 * `manifest` is /m/asset-manifest.json as answered, `pageEntries` the paths of this page's
 * own entry scripts. Null when it is the same build, or when either is unknown (a dev server,
 * a manifest that is not the build's), since a reload could then not be known to help.
 */
export function newBuild(manifest: unknown, pageEntries: readonly string[]): string | null {
  if (pageEntries.length === 0 || !manifest || typeof manifest !== 'object') return null;
  const entries = (manifest as { entrypoints?: unknown }).entrypoints;
  if (!Array.isArray(entries) || entries.length === 0) return null;
  if (!entries.every((entry): entry is string => typeof entry === 'string')) return null;
  if (entries.every((entry) => pageEntries.includes(entry))) return null;
  return [...entries].sort().join(' ');
}

/**
 * The build to reload for, or null to show the error: a reload happens only for a new build,
 * and once per build in this tab (`reloadedFor`: the build of the last such reload), so a
 * server that keeps failing the new build's chunks too can never make the tab reload in a loop.
 */
export function reloadFor(build: string | null, reloadedFor: string | null): string | null {
  return build !== null && build !== reloadedFor ? build : null;
}
