/**
 * The frame's side: starts each network the app's start message names (once), loads its
 * script, and hands it every event with the app's event id. The frame's own address is set to
 * the app page's path and click ids, so a network that reads `location` (Meta's fbclid, TikTok's
 * ttclid) finds what it would have found on the page, and nothing more.
 */
import { AD_PARAMS, type AdParams } from '../../attribution/heartbeat';
import { DEPOSIT_CONTENT_ID } from '../deposit-event';
import type { FrameEvent, FrameStart } from './messages';
import { PIXELS, type Pixel } from './networks';

const started = new Map<Pixel, string>();
let path = '/';

/** The path with the click ids as its query, as a page address would carry them. */
export function pageAddress(pagePath: string, clickIds: AdParams): string {
  const query = new URLSearchParams();
  for (const key of AD_PARAMS) {
    const value = clickIds[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${pagePath}?${search}` : pagePath;
}

function mirrorPage(clickIds: AdParams): string {
  const address = pageAddress(path, clickIds);
  history.replaceState(null, '', address);
  return address;
}

export function startPixels(start: FrameStart, appOrigin: string): void {
  path = start.path.startsWith('/') ? start.path : '/';
  const pageUrl = appOrigin + mirrorPage(start.clickIds);
  for (const pixel of PIXELS) {
    const id = start.ids[pixel.network];
    if (typeof id !== 'string' || !id || started.has(pixel)) continue;
    started.set(pixel, id);
    pixel.start(id, pageUrl);
    const script = document.createElement('script');
    script.async = true;
    const src = start.scripts[pixel.network];
    script.src = typeof src === 'string' && src ? src : pixel.scriptUrl(id);
    document.head.append(script);
  }
}

/** What a network is told of an event: its value and currency; a deposit's content id (99). */
function pixelValue(event: FrameEvent): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  if (event.value !== undefined) value.value = event.value;
  if (event.currency) value.currency = event.currency;
  if (event.name === 'deposit' || event.name === 'firstDeposit') {
    value.content_ids = [String(DEPOSIT_CONTENT_ID)];
    value.content_type = 'product';
  }
  return value;
}

export function trackPixels(event: FrameEvent): void {
  mirrorPage(event.clickIds);
  const value = pixelValue(event);
  for (const [pixel, id] of started) {
    pixel.track(id, { name: event.name, value, eventID: event.eventID });
  }
}
