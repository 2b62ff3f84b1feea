/**
 * Ad pixels and the event post (spec §3 pixel track, tracking payload, event post).
 * Project addition: the status's `pixels` field carries the site settings' pixel ids and where
 * their isolated frame is (contract §3 does not say where they come from). The status schema
 * keeps the field unread; the tracking chunk parses it with `pixelSettingsSchema` after the
 * first paint, so the entry carries none of this. See contract/README.md "Tracking".
 */
import * as v from 'valibot';

export const TrackingApi = {
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
   * The isolated frame's page, on an origin of its own (a sibling host of the site): the only
   * document the networks' scripts run in. Absent: `pixels.<site host>` (see PixelFrame).
   */
  frame: id,
  /**
   * Where a network's script is loaded from instead of the network's own address (a sandbox
   * stand-in, or an operator's first-party proxy). The frame's CSP must allow the origin.
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

/**
 * The isolated frame: built with the app (`/m/pixel-frame.html` and its script), served from
 * another origin than the app's. Its address names the app's origin (`?app=`), the only one
 * whose messages it takes.
 */
export const PixelFrame = {
  page: '/m/pixel-frame.html',
  script: '/m/pixel-frame.js',
  appParam: 'app',
  /** The sibling host's first label when the status names no frame (pixels.site.example). */
  hostLabel: 'pixels',
} as const;

/** The sandbox's stand-in pixel scripts, served on the other loopback name. */
export const PixelStandIn = {
  script: (network: PixelNetwork) => `/sandbox-pixel/${network}.js`,
  /** Where a stand-in script reports each call it receives (POST, JSON text). */
  hit: '/sandbox-pixel/hit',
} as const;
