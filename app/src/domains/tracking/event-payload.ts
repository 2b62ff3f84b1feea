/**
 * The event post's events (spec §3: domain, affiliateCode, eventName, eventValue with pixel
 * ids, click ids, channels, eventID), built by one pure function so that what may never be in
 * one is decided in one place: no session token, no password, no user name, whatever
 * a caller hands over. The same eventID goes to the browser pixels, so the networks count a
 * conversion reported by both the pixel and the server once.
 */
import {
  PIXEL_ID_KEYS,
  PIXEL_NETWORKS,
  type PixelIdKey,
  type PixelNetwork,
  type PixelSettings,
} from '@wps/contract/tracking';
import { adParamsOf, type AdParams } from '../attribution/heartbeat';

/** The event names of the event post. */
export const TrackedEvents = {
  register: 'register',
  login: 'login',
  firstDeposit: 'firstDeposit',
  deposit: 'deposit',
} as const;
export type TrackedEvent = (typeof TrackedEvents)[keyof typeof TrackedEvents];

/** Keys never sent to the event post or a pixel, at any depth (compared case-insensitively). */
export const NEVER_SENT = [
  'token',
  'tokens',
  'password',
  'loginpassword',
  'username',
  'customername',
];

export type ClickIds = AdParams & { fbc?: string; fbp?: string };
export type PixelIds = Partial<Record<PixelIdKey | 'tid', string>>;

export type TrackingContext = {
  domain: string;
  affiliateCode: string;
  pixels: PixelSettings | null;
  clickIds: ClickIds;
  /** The native shell's ad ids (spec §3 s2s_info), sent with the events when it gave any. */
  s2s: Record<string, string> | null;
};

export type CollectEvent = {
  domain: string;
  affiliateCode: string;
  eventName: TrackedEvent;
  eventValue: Record<string, unknown>;
};

/** Click ids: the address bar's first, then the kept heartbeat's; fbc/fbp from their cookies. */
export function clickIdsOf(
  search: string,
  cookies: (name: string) => string | null,
  kept: AdParams = {},
): ClickIds {
  const ids: ClickIds = { ...kept, ...adParamsOf(search) };
  const fbc = cookies('_fbc');
  const fbp = cookies('_fbp');
  if (fbc) ids.fbc = fbc;
  if (fbp) ids.fbp = fbp;
  return ids;
}

/** The networks the site runs a pixel of. */
export function channelsOf(pixels: PixelSettings | null): PixelNetwork[] {
  return PIXEL_NETWORKS.filter((network) => !!pixels?.[PIXEL_ID_KEYS[network]]);
}

/** tid and the pixel ids, under their pixel-track names; none that is empty. */
export function pixelIdsOf(pixels: PixelSettings | null): PixelIds {
  const ids: PixelIds = {};
  for (const key of ['tid', ...Object.values(PIXEL_ID_KEYS)] as const) {
    const value = pixels?.[key];
    if (value) ids[key] = value;
  }
  return ids;
}

/** A copy without the keys that are never sent, nested objects and lists included. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NEVER_SENT.includes(key.toLowerCase()))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  );
}

export function buildEvent(
  eventName: TrackedEvent,
  value: Record<string, unknown>,
  eventID: string,
  context: TrackingContext,
): CollectEvent {
  const channels = channelsOf(context.pixels);
  const eventValue = {
    ...value,
    ...pixelIdsOf(context.pixels),
    ...context.clickIds,
    ...(channels.length ? { channels } : {}),
    ...(context.s2s && Object.keys(context.s2s).length ? { s2s_info: context.s2s } : {}),
    eventID,
  };
  return {
    domain: context.domain,
    affiliateCode: context.affiliateCode,
    eventName,
    eventValue: withoutSecrets(eventValue) as Record<string, unknown>,
  };
}

/** The page address a pixel is given: without any parameter named like a secret (token...). */
export function pageUrlOf(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) {
    if (NEVER_SENT.includes(key.toLowerCase())) url.searchParams.delete(key);
  }
  return url.href;
}

/** A fresh event id for events without one of their own (a deposit has its order id). */
export function newEventId(random: () => number = Math.random): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.floor(random() * 36 ** 8).toString(36)}`;
}
