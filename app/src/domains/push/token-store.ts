/**
 * The stored web push token (storage key push_token, spec §3 "push tokens"). keys.ts checks it as
 * text fields only (first-paint bytes); here the fields themselves are read: a token that is
 * empty or a date that does not parse counts as no token, and is fetched anew.
 */
import { readStored, removeStored, writeStored } from '../../lib/storage/storage';

export type PushToken = { token: string; fetchedAt: number };

export function readPushToken(): PushToken | null {
  const stored = readStored('push_token');
  if (!stored) return null;
  const fetchedAt = Date.parse(stored.fetchedAt);
  if (!stored.token || Number.isNaN(fetchedAt)) {
    removeStored('push_token');
    return null;
  }
  return { token: stored.token, fetchedAt };
}

export function writePushToken(token: string, fetchedAt: number): void {
  writeStored('push_token', { token, fetchedAt: new Date(fetchedAt).toISOString() });
}
