/**
 * What the app and the isolated pixel frame say to each other, and nothing else: the frame's
 * scripts never see the app's document, so what they learn is exactly what these messages hold.
 * Start: the site's pixel ids and script addresses (public settings) and the page's path with
 * the click ids. Event: its name, value, currency, event id and the click ids. Never the token,
 * the user name or anything the player typed: the app builds each message from those fields
 * alone (toFrameEvent), whatever the event's own value holds.
 */
import { AD_PARAMS, type AdParams } from '../../attribution/heartbeat';
import { PixelFrame, type PixelNetwork } from '@wps/contract/tracking';
import { TrackedEvents, type TrackedEvent } from '../event-payload';

export const FRAME_MESSAGE = 'wps-pixels';

export type FrameStart = {
  type: typeof FRAME_MESSAGE;
  kind: 'start';
  /** Each running network's pixel id. */
  ids: Partial<Record<PixelNetwork, string>>;
  /** Where a network's script comes from when not from the network itself. */
  scripts: Partial<Record<PixelNetwork, string>>;
  /** The page's path (no query: only the click ids below are a page's address parameters). */
  path: string;
  clickIds: AdParams;
};

export type FrameEvent = {
  type: typeof FRAME_MESSAGE;
  kind: 'event';
  name: TrackedEvent;
  value?: number;
  currency?: string;
  eventID: string;
  clickIds: AdParams;
};

export type FrameReady = { type: typeof FRAME_MESSAGE; kind: 'ready' };

export type ToFrame = FrameStart | FrameEvent;

/** Only the ad parameters, as plain strings: nothing else of an object reaches the frame. */
export function onlyClickIds(source: Partial<Record<string, unknown>>): AdParams {
  const ids: AdParams = {};
  for (const key of AD_PARAMS) {
    const value = source[key];
    if (typeof value === 'string' && value) ids[key] = value;
  }
  return ids;
}

/** The frame's event from a tracked event: its value and currency if numeric and a code. */
export function toFrameEvent(
  name: TrackedEvent,
  value: Record<string, unknown>,
  eventID: string,
  clickIds: AdParams,
): FrameEvent {
  const event: FrameEvent = { type: FRAME_MESSAGE, kind: 'event', name, eventID, clickIds };
  if (typeof value.value === 'number' && Number.isFinite(value.value)) event.value = value.value;
  if (typeof value.currency === 'string' && /^[A-Z]{3}$/.test(value.currency)) {
    event.currency = value.currency;
  }
  return event;
}

function isRecord(data: unknown): data is Record<string, unknown> {
  return !!data && typeof data === 'object' && !Array.isArray(data);
}

const isStrings = (data: unknown) =>
  isRecord(data) && Object.values(data).every((value) => typeof value === 'string');

const EVENT_NAMES: readonly unknown[] = Object.values(TrackedEvents);

/** The message if it is one of ours and well formed; anything else is null. */
export function asFrameMessage(data: unknown): FrameStart | FrameEvent | FrameReady | null {
  if (!isRecord(data) || data.type !== FRAME_MESSAGE) return null;
  if (data.kind === 'ready') return data as FrameReady;
  if (!isStrings(data.clickIds)) return null;
  if (data.kind === 'start') {
    const ok = isStrings(data.ids) && isStrings(data.scripts) && typeof data.path === 'string';
    return ok ? (data as FrameStart) : null;
  }
  if (data.kind === 'event') {
    const ok = EVENT_NAMES.includes(data.name) && typeof data.eventID === 'string';
    return ok ? (data as FrameEvent) : null;
  }
  return null;
}

/** The app's origin from the frame's address; null when missing, opaque or the frame's own. */
export function appOriginOf(href: string): string | null {
  const named = new URL(href).searchParams.get(PixelFrame.appParam);
  if (!named) return null;
  try {
    const origin = new URL(named).origin;
    return origin === new URL(href).origin || origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
