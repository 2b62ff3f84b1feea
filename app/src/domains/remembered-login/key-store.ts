/**
 * The device key that seals a remembered password: AES-GCM 256, generated non-extractable and
 * kept in IndexedDB (a CryptoKey survives structured cloning without its bytes ever reaching
 * script). Nothing readable of it is in local storage, cookies or memory dumps of the page.
 * This is stronger than the spec's double encoding with a random key.
 */
const DB_NAME = 'wps-secure';
const STORE = 'keys';
const KEY_ID = 'remembered-login';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return openDb().then((db) =>
    new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }).finally(() => db.close()),
  );
}

/** WebCrypto needs a secure context (https or localhost); elsewhere nothing is remembered. */
export function canSeal(): boolean {
  return typeof crypto !== 'undefined' && !!crypto.subtle && typeof indexedDB !== 'undefined';
}

export async function deviceKey(): Promise<CryptoKey> {
  const existing = await run<CryptoKey | undefined>('readonly', (s) => s.get(KEY_ID));
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await run('readwrite', (s) => s.put(key, KEY_ID));
  return key;
}
