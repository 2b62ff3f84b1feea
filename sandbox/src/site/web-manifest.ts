/**
 * The Web App Manifest a merchant's status describes (spec §3 manifest template: `manifest.pwa`
 * gives the title and the icons by size); the rest is fixed by the app: it lives under /m/, opens
 * on the home page in portrait, without browser chrome.
 */
import * as v from 'valibot';
import { PWA_ICON_SIZES } from '@wps/contract/stand-ins';
import { pathOf } from '../http/request-context.ts';
import type { JsonObject } from '../json/merge-patch.ts';
import { contentType } from '../http/mime.ts';

export type ManifestIcon = { src: string; sizes: string; type?: string };

export type WebManifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

// Tolerant on purpose: a test may patch anything into the status; what does not fit is left out.
const pwaSchema = v.object({
  pwa: v.object({
    title: v.optional(v.pipe(v.string(), v.nonEmpty())),
    icons: v.optional(v.record(v.string(), v.unknown())),
  }),
});

function icon(size: number, src: unknown): ManifestIcon | undefined {
  if (typeof src !== 'string' || src === '') return undefined;
  const sizes = `${size}x${size}`;
  const type = contentType(pathOf(src));
  // Browsers sniff a missing type; a wrong one (octet-stream) makes them skip the icon.
  return type.startsWith('image/') ? { src, sizes, type } : { src, sizes };
}

export function webManifest(merchantCode: string, status: JsonObject): WebManifest {
  const parsed = v.safeParse(pwaSchema, status.manifest);
  const pwa = parsed.success ? parsed.output.pwa : {};
  const name = pwa.title ?? merchantCode;
  return {
    name,
    short_name: name,
    start_url: '/m/home?utm_source=homescreen',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#ffffff',
    background_color: '#ffffff',
    icons: PWA_ICON_SIZES.flatMap((size) => icon(size, pwa.icons?.[`${size}x${size}`]) ?? []),
  };
}
