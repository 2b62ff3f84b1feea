/**
 * The isolated pixel frame's own policy (deploy/pixel-frame.md). The frame is the one document
 * the ad networks' scripts run in, so its script-src names them, one origin per network and never
 * a wildcard; the app's page names none of them. Only the app may frame it (frame-ancestors),
 * and it has nothing to submit, embed or style.
 */

/** The ad networks' script origins: Meta, TikTok, Google, Kwai, Bigo (contract tracking). */
export const PIXEL_NETWORK_ORIGINS = [
  'https://connect.facebook.net',
  'https://analytics.tiktok.com',
  'https://www.googletagmanager.com',
  'https://s1.kwai.net',
  'https://api.imotech.video',
] as const;

/** The sandbox's loopback names: its stand-in scripts, and the app that frames the frame. */
export const SANDBOX_LOOPBACK_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

export type PixelFramePolicyOptions = {
  /** The sites that may frame it (production: the site's own origin). */
  appOrigins: readonly string[];
  /** Script origins besides the networks' (the sandbox's stand-ins, a first-party proxy). */
  extraScriptOrigins?: readonly string[];
};

export function pixelFramePolicy({ appOrigins, extraScriptOrigins = [] }: PixelFramePolicyOptions) {
  const scripts = ["'self'", ...PIXEL_NETWORK_ORIGINS, ...extraScriptOrigins].join(' ');
  // The networks' beacons and their own frames (Google's) go to https hosts of their choosing.
  const beacons = ['https:', ...extraScriptOrigins].join(' ');
  return [
    "default-src 'none'",
    `script-src ${scripts}`,
    `connect-src ${beacons}`,
    `img-src ${beacons} data:`,
    `frame-src ${beacons}`,
    "style-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigins.join(' ')}`,
  ].join('; ');
}

/** The frame's headers in the sandbox: framed by the app on either loopback name. */
export function sandboxPixelFrameHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': pixelFramePolicy({
      appOrigins: SANDBOX_LOOPBACK_ORIGINS,
      extraScriptOrigins: SANDBOX_LOOPBACK_ORIGINS,
    }),
    // The networks see the app's origin as the referrer, never a page address.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
