/**
 * Starts the site's pixels (once, after the first paint: only lazy chunks import this) in their
 * isolated frame, and hands each event to it. No network's script runs in the app's document:
 * the frame, on an origin of its own, loads them. What it is told is the pixel ids, the page's
 * path, the click ids and each event's name, value, currency and id (../frame/messages.ts).
 */
import { PIXEL_ID_KEYS, PIXEL_NETWORKS, type PixelSettings } from '@wps/contract/tracking';
import type { AdParams } from '../../attribution/heartbeat';
import { FRAME_MESSAGE, toFrameEvent, type FrameStart } from '../frame/messages';
import type { TrackedEvent } from '../event-payload';
import { frameAddress } from './frame-address';
import { openFrame, type FrameLink } from './frame-link';

let link: FrameLink | null = null;

function startMessage(settings: PixelSettings, clickIds: AdParams): FrameStart | null {
  const start: FrameStart = {
    type: FRAME_MESSAGE,
    kind: 'start',
    ids: {},
    scripts: {},
    path: location.pathname,
    clickIds,
  };
  for (const network of PIXEL_NETWORKS) {
    const id = settings[PIXEL_ID_KEYS[network]];
    if (!id) continue;
    start.ids[network] = id;
    const script = settings.scripts?.[network];
    if (script) start.scripts[network] = script;
  }
  return Object.keys(start.ids).length ? start : null;
}

export function startPixels(settings: PixelSettings | null, clickIds: AdParams): void {
  if (link || !settings) return;
  const start = startMessage(settings, clickIds);
  const address = start && frameAddress(settings.frame, new URL(location.href));
  if (start && address) link = openFrame(address, start);
}

export function firePixels(
  settings: PixelSettings | null,
  event: { name: TrackedEvent; value: Record<string, unknown>; eventID: string },
  clickIds: AdParams,
): void {
  startPixels(settings, clickIds);
  link?.post(toFrameEvent(event.name, event.value, event.eventID, clickIds));
}
