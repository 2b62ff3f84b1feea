/**
 * The site's pixel settings (contract tracking): the status's `pixels`, parsed here, after the
 * first paint, so the entry's status schema never carries them. A status without them (a back
 * end that does not send them) or with a malformed field means no pixels: the event post still
 * goes out.
 */
import * as v from 'valibot';
import { pixelSettingsSchema, type PixelSettings } from '@wps/contract/tracking';
import { loadSiteStatus, siteStatusStore } from '../site/status';

function parsed(field: unknown): PixelSettings | null {
  const result = v.safeParse(pixelSettingsSchema, field ?? {});
  return result.success ? result.output : null;
}

/** The settings of the status shown, or of the one asked when none has come yet. */
export async function pixelSettings(): Promise<PixelSettings | null> {
  const shown = siteStatusStore().get().data;
  if (shown) return parsed(shown.pixels);
  return loadSiteStatus().then(
    (status) => parsed(status.pixels),
    () => null,
  );
}

/** The settings if the status has come (registration does not wait for them). */
export function knownPixelSettings(): PixelSettings | null {
  const shown = siteStatusStore().get().data;
  return shown ? parsed(shown.pixels) : null;
}
