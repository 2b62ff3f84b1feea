/**
 * Starts the site's pixels (once each, after the first paint: only lazy chunks import this) and
 * hands each event to every pixel that is on. The page URL a pixel is given has the session
 * parameters removed (the address bar has none by then either: the route guard scrubs them).
 */
import { PIXEL_ID_KEYS, type PixelSettings } from '@wps/contract/tracking';
import { pageUrlOf } from '../event-payload';
import { PIXELS, type Pixel, type PixelEvent } from './networks';

const started = new Set<string>();

function activePixels(settings: PixelSettings | null): [Pixel, string][] {
  return PIXELS.flatMap((pixel) => {
    const id = settings?.[PIXEL_ID_KEYS[pixel.network]];
    return id ? [[pixel, id] as [Pixel, string]] : [];
  });
}

export function startPixels(settings: PixelSettings | null): void {
  const pageUrl = pageUrlOf(location.href);
  for (const [pixel, id] of activePixels(settings)) {
    if (started.has(pixel.network)) continue;
    started.add(pixel.network);
    pixel.start(id, pageUrl);
    const script = document.createElement('script');
    script.async = true;
    script.src = settings?.scripts?.[pixel.network] ?? pixel.scriptUrl(id);
    document.head.append(script);
  }
}

export function firePixels(settings: PixelSettings | null, event: PixelEvent): void {
  startPixels(settings);
  for (const [pixel, id] of activePixels(settings)) pixel.track(id, event);
}
