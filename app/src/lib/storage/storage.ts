/**
 * Typed access to localStorage. Private browsing and full quotas throw on write in some browsers;
 * the app keeps working for the session instead of crashing, so failures are swallowed here.
 */
import {
  RAW_STRING_KEYS,
  type SessionStorageKey,
  type SessionStorageSchema,
  type StorageKey,
  type StorageSchema,
} from './keys';

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored<K extends StorageKey>(key: K): StorageSchema[K] | null {
  const raw = backend()?.getItem(key) ?? null;
  if (raw === null) return null;
  if (RAW_STRING_KEYS.has(key)) return raw as StorageSchema[K];
  try {
    return JSON.parse(raw) as StorageSchema[K];
  } catch {
    return null;
  }
}

export function writeStored<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
  try {
    const raw = RAW_STRING_KEYS.has(key) ? String(value) : JSON.stringify(value);
    backend()?.setItem(key, raw);
  } catch {
    // Quota or private mode: keep the in-memory state only.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

function sessionBackend(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readSessionStored<K extends SessionStorageKey>(
  key: K,
): SessionStorageSchema[K] | null {
  try {
    const raw = sessionBackend()?.getItem(key) ?? null;
    return raw === null ? null : (JSON.parse(raw) as SessionStorageSchema[K]);
  } catch {
    return null;
  }
}

export function writeSessionStored<K extends SessionStorageKey>(
  key: K,
  value: SessionStorageSchema[K],
): void {
  try {
    sessionBackend()?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode: the redirect flow cannot complete, which the caller checks beforehand.
  }
}

export function removeSessionStored(key: SessionStorageKey): void {
  try {
    sessionBackend()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
