/**
 * The device id sent with login and registration (spec §3, §5, §9): valid only when exactly 36
 * characters; read from local storage, then the cookie; in the native iOS shell the UUID of the
 * user agent; otherwise the browser fingerprint. Kept in both local storage and a 365-day cookie
 * on the two-label domain, so that the operator's subdomains share it.
 */
import { getCookie, setCookie } from '../storage/cookies';
import { readStored, writeStored } from '../storage/storage';
import { fingerprintDeviceId, fingerprintSignals, zoneOffsets } from './fingerprint';

export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_COOKIE = 'deviceId';
export const DEVICE_ID_COOKIE_DAYS = 365;

const UUID_IN_AGENT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

export function isValidDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length === DEVICE_ID_LENGTH;
}

/** The native iOS shell puts its device UUID in the user agent. */
export function uuidFromUserAgent(userAgent: string): string | null {
  if (!/iPhone|iPad|iPod/.test(userAgent)) return null;
  return UUID_IN_AGENT.exec(userAgent)?.[0] ?? null;
}

export function keepDeviceId(id: string): void {
  writeStored('deviceId', id);
  setCookie(DEVICE_ID_COOKIE, id, DEVICE_ID_COOKIE_DAYS);
}

export function deviceId(): string {
  const known = [readStored('deviceId'), getCookie(DEVICE_ID_COOKIE)].find(isValidDeviceId);
  const id =
    known ??
    uuidFromUserAgent(navigator.userAgent) ??
    fingerprintDeviceId(fingerprintSignals(navigator, screen, zoneOffsets()));
  if (readStored('deviceId') !== id || getCookie(DEVICE_ID_COOKIE) !== id) keepDeviceId(id);
  return id;
}
