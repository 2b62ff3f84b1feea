/**
 * Ad pixels and the event post (spec §3 pixel track, tracking payload, event post).
 * Project addition: GET /wps/system/pixels answers the site settings' pixel ids (contract §3
 * does not say where they come from), fetched by the app after the first paint, so the status
 * parsed before the first paint stays as small as it is. See contract/README.md "Tracking".
 */
import * as v from 'valibot';

export const TrackingApi = {
  pixels: '/wps/system/pixels',
  collect: '/wps/system/collect',
} as const;

/** The ad networks a site may run a pixel of ("channels" in the event post). */
export const PIXEL_NETWORKS = ['meta', 'tiktok', 'google', 'kwai', 'bigo'] as const;
export type PixelNetwork = (typeof PIXEL_NETWORKS)[number];

/** Each network's pixel id under its pixel-track name (contract §3 PixelTrack). */
export const PIXEL_ID_KEYS = {
  meta: 'fbPixelId',
  tiktok: 'tiktokPixelId',
  google: 'googleAdsId',
  kwai: 'kwaiPixelId',
  bigo: 'bigoPixelId',
} as const satisfies Record<PixelNetwork, string>;
export type PixelIdKey = (typeof PIXEL_ID_KEYS)[PixelNetwork];

// Plain strings: the schema is read by a lazy chunk, and valibot actions the first paint does
// not use (trim, maxLength) would be pulled into the entry chunk with it.
const id = v.optional(v.string());

export const pixelSettingsSchema = v.object({
  /** The operator's tracking id, reported with registrations (pixel track tid). */
  tid: id,
  fbPixelId: id,
  tiktokPixelId: id,
  googleAdsId: id,
  kwaiPixelId: id,
  bigoPixelId: id,
  /**
   * Where a network's script is loaded from instead of the network's own address (a sandbox
   * stand-in, or an operator's first-party proxy). The page's CSP must allow the origin.
   */
  scripts: v.optional(
    v.object(
      Object.fromEntries(PIXEL_NETWORKS.map((network) => [network, v.optional(v.string())])) as {
        [N in PixelNetwork]: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
      },
    ),
  ),
});
export type PixelSettings = v.InferOutput<typeof pixelSettingsSchema>;

/** The sandbox's stand-in pixel scripts, served on the other loopback name. */
export const PixelStandIn = {
  script: (network: PixelNetwork) => `/sandbox-pixel/${network}.js`,
  /** Where a stand-in script reports each call it receives (POST, JSON text). */
  hit: '/sandbox-pixel/hit',
} as const;
