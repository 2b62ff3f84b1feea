/**
 * One tracked event goes to the event post and to every pixel the site runs, with one event id
 * (spec §3), so that a network receiving it from the browser and from the operator's
 * server counts it once. Only lazy chunks (register, login, deposit, the after-paint hosts)
 * import this, and all of tracking is this one chunk: nothing of it is on the first paint.
 */
import { readHeartbeat, recordHeartbeat } from '../attribution/heartbeat';
import { getCookie } from '../../lib/storage/cookies';
import { readStored } from '../../lib/storage/storage';
import { postEvents } from './collect';
import {
  buildEvent,
  clickIdsOf,
  newEventId,
  withoutSecrets,
  type TrackedEvent,
} from './event-payload';
import { onlyClickIds } from './frame/messages';
import { pixelSettings } from './pixel-settings';
import { firePixels, startPixels } from './pixels/runtime';

const visitClickIds = () => clickIdsOf(location.search, getCookie, readHeartbeat());

export async function trackEvent(
  name: TrackedEvent,
  value: Record<string, unknown>,
  eventID = newEventId(),
): Promise<void> {
  const pixels = await pixelSettings();
  const event = buildEvent(name, value, eventID, {
    domain: location.hostname,
    affiliateCode: readStored('reg_info')?.affiliateCode ?? '',
    pixels,
    clickIds: visitClickIds(),
    s2s: readStored('s2s_info'),
  });
  postEvents([event]);
  // The frame is told the event's name, value, currency and id and the click ids, nothing else.
  const clean = withoutSecrets(value) as Record<string, unknown>;
  firePixels(pixels, { name, value: clean, eventID }, onlyClickIds(visitClickIds()));
}

/**
 * After the first paint (the shell's after-paint hosts): the heartbeat of this visit's ad
 * parameters is kept, and the site's pixels start in their isolated frame.
 */
export async function startTracking(): Promise<void> {
  recordHeartbeat(location.search);
  startPixels(await pixelSettings(), onlyClickIds(visitClickIds()));
}

/** Registration waits this long before its event (spec §9), letting the session settle first. */
export const REGISTER_EVENT_DELAY_MS = 100;

const customer = (id: number | undefined) => (id === undefined ? {} : { customerId: String(id) });

/** The register event of every way to sign up (username, mobile, social). Never the name. */
export async function recordRegisterEvent(customerId?: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, REGISTER_EVENT_DELAY_MS));
  void trackEvent('register', customer(customerId)).catch(() => undefined);
}

/** The login event (after any successful login). */
export function recordLoginEvent(customerId?: number): void {
  void trackEvent('login', customer(customerId)).catch(() => undefined);
}
