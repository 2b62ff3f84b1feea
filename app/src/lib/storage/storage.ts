/**
 * Typed access to localStorage and sessionStorage. Private browsing and full quotas throw on write
 * in some browsers; the app keeps working for the session instead of crashing, so failures are
 * swallowed here. Every value is checked against its key's schema when read: one that is not
 * JSON or not the right shape is removed and read as absent.
 */
import {
  type Check,
  RAW_STRING_KEYS,
  SESSION_STORAGE_SCHEMAS,
  STORAGE_SCHEMAS,
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

/** The valid value of `key` in `store`, or null; an invalid one is removed. */
export function readChecked<T>(
  store: Storage | null,
  key: string,
  check: Check<T>,
  raw: boolean,
): T | null {
  try {
    const text = store?.getItem(key) ?? null;
    if (text === null) return null;
    const value: unknown = raw ? text : JSON.parse(text);
    if (check(value)) return value;
  } catch {
    // Not JSON (or storage refused the read): removed below like a wrong shape.
  }
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
  return null;
}

export function readStored<K extends StorageKey>(key: K): StorageSchema[K] | null {
  return readChecked(backend(), key, STORAGE_SCHEMAS[key], RAW_STRING_KEYS.has(key));
}

/** The stored text of `key`, unchecked: only to see whether it changed (never to use it). */
export function storedText(key: StorageKey): string | null {
  try {
    return backend()?.getItem(key) ?? null;
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

export function sessionBackend(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readSessionStored<K extends SessionStorageKey>(
  key: K,
): SessionStorageSchema[K] | null {
  return readChecked(sessionBackend(), key, SESSION_STORAGE_SCHEMAS[key], false);
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
