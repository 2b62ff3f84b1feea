/**
 * The device id sent with login and registration (spec §3, §5): valid only when exactly 36
 * characters; kept in local storage. (The fingerprint, cookie and cross-domain parts of §5 come
 * with the boot issue; until then a random UUID stands in.)
 */
import { readStored, writeStored } from '../storage/storage';

export const DEVICE_ID_LENGTH = 36;

export function isValidDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length === DEVICE_ID_LENGTH;
}

export function deviceId(): string {
  const stored = readStored('deviceId');
  if (isValidDeviceId(stored)) return stored;
  const fresh = crypto.randomUUID();
  writeStored('deviceId', fresh);
  return fresh;
}
