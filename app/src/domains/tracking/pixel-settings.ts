/**
 * The site's pixel ids (contract tracking: GET /wps/system/pixels), asked once per visit after
 * the first paint. A back end without the call (or a failed answer) means no pixels: the event
 * post still goes out, and the next event asks again.
 */
import { pixelSettingsSchema, TrackingApi, type PixelSettings } from '@wps/contract/tracking';
import { defineCall } from '../../lib/api/call';
import { request } from '../../lib/api/request';

export const pixelSettingsCall = defineCall({
  method: 'GET',
  path: TrackingApi.pixels,
  value: pixelSettingsSchema,
});

let asked: Promise<PixelSettings | null> | null = null;
let known: PixelSettings | null = null;

export function pixelSettings(): Promise<PixelSettings | null> {
  asked ??= request(pixelSettingsCall, { alert: false }).then(
    (settings) => (known = settings),
    () => {
      asked = null;
      return null;
    },
  );
  return asked;
}

/** The settings if they have arrived (registration does not wait for them). */
export function knownPixelSettings(): PixelSettings | null {
  return known;
}
