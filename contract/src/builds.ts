/**
 * Builds and updates: the sandbox's control of the two asset manifests the app's
 * update check hashes (spec §4, §7), so a browser test can publish "a new build" and watch the
 * whole update flow. Not in the spec: written down in contract/README.md "Builds and updates".
 */
import * as v from 'valibot';

/** The manifests as the app fetches them (spec §7: with a timestamp parameter). */
export const AssetManifestPaths = {
  m: '/m/asset-manifest.json',
  mobileMc: '/mobile/mc/asset-manifest.json',
} as const;

export type ManifestSlot = keyof typeof AssetManifestPaths;

/** A manifest is a JSON object (valibot's record would take a list and make it an object). */
const manifest = v.nullable(
  v.custom<Record<string, unknown>>(
    (value) => !!value && typeof value === 'object' && !Array.isArray(value),
    'a manifest is a JSON object',
  ),
);

/**
 * PUT body: each slot given replaces that manifest's content (a JSON object); null goes back to
 * the default (the build's own file for `m`, a 404 for `mobileMc`). A slot left out is kept.
 */
export const publishManifestsSchema = v.strictObject({
  m: v.optional(manifest),
  mobileMc: v.optional(manifest),
});

export type PublishManifests = v.InferOutput<typeof publishManifestsSchema>;

/** The answer of GET and PUT: what is published, and the build number (0: the real build). */
export type PublishedBuild = {
  build: number;
  m: Record<string, unknown> | null;
  mobileMc: Record<string, unknown> | null;
};
