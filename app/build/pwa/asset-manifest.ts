/**
 * Vite plugin (spec §4 "Update check"): writes /m/asset-manifest.json, the list of the
 * build's files by name (as Create React App's asset manifest has it). Any change to any file
 * changes a hashed name and so this file, whose hash the app compares with the one it stored:
 * that is how a running page learns that a new build is out. Served no-cache (it is not under
 * /m/assets/) and never precached by the worker (its glob takes js, css, html and svg only),
 * so a check always sees the server's current build.
 */
import type { Plugin } from 'vite';

const ASSET_MANIFEST_FILE = 'asset-manifest.json';

/** The manifest for a bundle's output file names: sorted, so one build always writes one text. */
function assetManifest(
  base: string,
  files: { fileName: string; name?: string; isEntry?: boolean }[],
): string {
  const sorted = [...files].sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
  return `${JSON.stringify(
    {
      files: Object.fromEntries(sorted.map((file) => [file.fileName, base + file.fileName])),
      entrypoints: sorted.filter((file) => file.isEntry).map((file) => base + file.fileName),
    },
    null,
    2,
  )}\n`;
}

export function assetManifestPlugin(): Plugin {
  let base = '/';
  return {
    name: 'wps-asset-manifest',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const files = Object.values(bundle).map((output) => ({
        fileName: output.fileName,
        isEntry: output.type === 'chunk' && output.isEntry,
      }));
      this.emitFile({
        type: 'asset',
        fileName: ASSET_MANIFEST_FILE,
        source: assetManifest(base, files),
      });
    },
  };
}
