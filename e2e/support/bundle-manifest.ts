/**
 * The JS and CSS the first paint of a route needs, read from Vite's build manifest: the entry
 * with its static imports, plus the route's page chunk with its static imports. Dynamic imports
 * (overlays, crypto, other pages) are left out on purpose: that is what keeps them off the
 * first paint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

export const DIST = join(import.meta.dirname, '..', '..', 'app', 'dist');

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return files;
}

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
}
