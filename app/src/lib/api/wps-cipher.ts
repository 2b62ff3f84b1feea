/**
 * The encrypted-post scheme of contract §2: DES-ECB/PKCS#7 body under the first 8 bytes of a
 * random 16-character key, the key itself raised to 65537 mod n (raw RSA, as the platform does),
 * and a SHA-256 digest of the Base64 body. This module is its own lazy chunk (crypto-js' DES and
 * SHA-256 are about 10 KB gzip): only a visitor who logs in or registers downloads it.
 * SHA-256 comes from crypto-js too because WebCrypto's subtle API is missing on plain-http hosts.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';
import 'crypto-js/pad-pkcs7';
import 'crypto-js/sha256';
import {
  DES_KEY_BYTES,
  EncryptionHeader,
  KEY_ALPHABET,
  KEY_LENGTH,
} from '@wps/contract/encryption';
import { RSA_PUBLIC_EXPONENT } from '@wps/contract/session';

/** A CSPRNG key from [0-9A-Za-z]; rejection sampling keeps every character equally likely. */
export function randomKey(): string {
  const limit = 256 - (256 % KEY_ALPHABET.length);
  let key = '';
  while (key.length < KEY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(KEY_LENGTH * 2))) {
      if (byte < limit && key.length < KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

export function desEncrypt(plain: string, key: string): string {
  const desKey = CryptoJS.enc.Utf8.parse(key.slice(0, DES_KEY_BYTES));
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plain), desKey, {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

export function rsaEncryptKey(key: string, modulusHex: string): string {
  if (!/^[0-9a-f]{64,}$/i.test(modulusHex)) throw new Error('invalid RSA public key');
  const bytes = new TextEncoder().encode(key);
  const m = BigInt('0x' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''));
  return modPow(m, RSA_PUBLIC_EXPONENT, BigInt('0x' + modulusHex)).toString(16);
}

export function sha256Hex(text: string): string {
  return CryptoJS.SHA256(text).toString(CryptoJS.enc.Hex);
}

export type SealedPost = { body: string; headers: Record<string, string> };

/** Seals a payload with a given key (deterministic; the tests use the shared vectors). */
export function sealWithKey(payload: unknown, key: string, modulusHex: string): SealedPost {
  const value = desEncrypt(JSON.stringify(payload), key);
  const modulus = modulusHex.toLowerCase();
  return {
    body: JSON.stringify({ value }),
    headers: {
      [EncryptionHeader.key]: rsaEncryptKey(key, modulus),
      [EncryptionHeader.modulus]: modulus,
      [EncryptionHeader.digest]: sha256Hex(value),
    },
  };
}

export function seal(payload: unknown, modulusHex: string): SealedPost {
  return sealWithKey(payload, randomKey(), modulusHex);
}
