/**
 * The web-app manifest (spec §3, §9, contract §3): the server's manifest when
 * desktop_app_feature is 1, otherwise the built-in template filled with the merchant's pwa title
 * and icons: standalone, portrait, scope /m/, start /m/home?utm_source=homescreen, white theme.
 */
import type { SiteStatus } from '@wps/contract/status';

export const ICON_SIZES = ['192x192', '256x256', '384x384', '512x512'] as const;

export type WebManifest = {
  name: string;
  short_name: string;
  display: 'standalone';
  orientation: 'portrait';
  scope: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type?: string }[];
};

function absolute(src: string, origin: string): string {
  return new URL(src, origin).href;
}

export function manifestTemplate(
  status: SiteStatus,
  fallbackName: string,
  origin: string,
): WebManifest {
  const pwa = status.manifest?.pwa;
  const name = pwa?.title || fallbackName;
  const logo = status.manifest?.image_logo;
  const icons = ICON_SIZES.flatMap((sizes) => {
    const src = pwa?.icons?.[sizes] ?? logo;
    return src
      ? [
          {
            src: absolute(src, origin),
            sizes,
            ...(src.endsWith('.png') ? { type: 'image/png' } : {}),
          },
        ]
      : [];
  });
  return {
    name,
    short_name: name,
    display: 'standalone',
    orientation: 'portrait',
    // A data: manifest has no URL of its own, so every URL in it is absolute.
    scope: absolute('/m/', origin),
    start_url: absolute('/m/home?utm_source=homescreen', origin),
    theme_color: '#ffffff',
    background_color: '#ffffff',
    icons,
  };
}

/** The href of the manifest link. */
export function manifestHref(
  status: SiteStatus,
  fallbackName: string,
  origin: string,
  now: number,
): string {
  if (status.manifest?.desktop_app_feature === 1) {
    const query = new URLSearchParams({ merchantCode: status.merchantCode, v: String(now) });
    return `/wps/system/manifest.json?${query}`;
  }
  const json = JSON.stringify(manifestTemplate(status, fallbackName, origin));
  return `data:application/manifest+json,${encodeURIComponent(json)}`;
}
