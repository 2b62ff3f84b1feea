/** Files of sandbox/public, the stand-in pages and scripts kept as real files to edit. */
import { join, resolve } from 'node:path';
import type { CachedFile, FileCache } from '../../http/file-cache.ts';

export const PUBLIC_DIR = resolve(import.meta.dirname, '..', '..', '..', 'public');

/**
 * The file for URL path `path` (e.g. /cdn/device.html) when it lies in the folder of its first
 * segment (public/cdn); resolve() collapses '..', so nothing outside that folder is served.
 */
export function publicFile(files: FileCache, path: string): CachedFile | undefined {
  const folder = /^\/[^/]+\//.exec(path)?.[0];
  if (!folder) return undefined;
  const root = join(PUBLIC_DIR, folder);
  const target = resolve(join(PUBLIC_DIR, path));
  return target.startsWith(root) && target.length > root.length ? files.get(target) : undefined;
}
