/**
 * Where the sandbox back end serves its stand-ins for third-party and operator infrastructure
 * (contract §4); e2e tests point merchant settings at them. Never present on a real back end.
 */
export const StandIn = {
  /** The demo merchant's image CDN (status.imageCDNs): device.html, device.js, icons/. */
  imageCdn: '/cdn',
  deviceIdPage: '/cdn/device.html',
  icon: (size: number) => `/cdn/icons/icon-${size}.png`,
  /**
   * The live-chat page the seeded customer-service paths hide (`?cs=` tells them apart): a path,
   * which the sandbox serves resolved on its other loopback name
   * (contract/src/customer-service.ts).
   */
  chatPage: '/sandbox-chat/chat.html',
  /** A line prefix whose ping answers after `delayMs`: domainList `localhost:PORT/lines/400`. */
  line: (delayMs: number) => `/lines/${delayMs}`,
} as const;

/** The icon sizes a web app manifest lists (spec §3 manifest template). */
export const PWA_ICON_SIZES = [192, 256, 384, 512] as const;
