/**
 * The status's `pixels` (contract tracking): the merchant's pixel ids from its site settings
 * (`status.pixels`, patched per test with PATCH /sandbox/merchants/{code}), with the isolated
 * frame on the other loopback name (another origin than the app's, as a sibling host is in
 * production) and each running network pointed at the sandbox's stand-in script there. A
 * malformed document answers no pixels rather than an error.
 */
import * as v from 'valibot';
import {
  PIXEL_ID_KEYS,
  PIXEL_NETWORKS,
  PixelFrame,
  PixelStandIn,
  pixelSettingsSchema,
  type PixelSettings,
} from '@wps/contract/tracking';
import { demoOrigin } from '../games/launch.ts';

export function servedPixels(stored: unknown, protocol: string, host?: string): PixelSettings {
  const parsed = v.safeParse(pixelSettingsSchema, stored ?? {});
  if (!parsed.success) return {};
  const settings = parsed.output;
  const origin = demoOrigin(protocol, host);
  const scripts: NonNullable<PixelSettings['scripts']> = {};
  for (const network of PIXEL_NETWORKS) {
    if (!settings[PIXEL_ID_KEYS[network]]) continue;
    scripts[network] = settings.scripts?.[network] ?? origin + PixelStandIn.script(network);
  }
  if (!Object.keys(scripts).length) return settings;
  return { ...settings, frame: settings.frame ?? origin + PixelFrame.page, scripts };
}
