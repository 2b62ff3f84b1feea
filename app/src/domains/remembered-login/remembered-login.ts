/**
 * The remembered login (spec §3, §4): type, username and merchant in local storage, the
 * password sealed with the device key (AES-GCM, random 96-bit IV per seal). autoLogin '0' stops
 * auto-login (set on token_ip_different).
 */
import { writeStored } from '../../lib/storage/storage';
import { canSeal, deviceKey } from './key-store';
import type { RememberedLogin } from '../../lib/storage/keys';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function rememberLogin(login: {
  type: 'username' | 'sms';
  username: string;
  password: string;
  merchant: string;
}): Promise<boolean> {
  if (!canSeal()) return false;
  const key = await deviceKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(login.password),
  );
  writeStored('remembered_login', {
    type: login.type,
    username: login.username,
    merchant: login.merchant,
    iv: toBase64(iv),
    sealed: toBase64(sealed),
  });
  writeStored('autoLogin', '1');
  return true;
}

export async function unsealPassword(record: RememberedLogin): Promise<string | null> {
  if (!canSeal()) return null;
  try {
    const key = await deviceKey();
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(record.iv) },
      key,
      fromBase64(record.sealed),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null; // another device key (storage cleared in part), or tampered data
  }
}
