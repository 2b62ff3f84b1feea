/**
 * The server half of the encrypted-post scheme (contract §2): raw RSA for the 16-character key,
 * DES-ECB with PKCS#7 padding for the body, SHA-256 of the Base64 body as the digest.
 * Pure functions; `encrypted-body.ts` wires them into Fastify.
 */
import {
  constants,
  createDecipheriv,
  createHash,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { DES_KEY_BYTES, KEY_LENGTH } from '@wps/contract/encryption';

export type RsaKey = { privateKey: KeyObject; modulusHex: string };

/** Lower-case hex of the public modulus, as the key call answers it. */
export function modulusHex(privateKey: KeyObject): string {
  const { n } = privateKey.export({ format: 'jwk' });
  if (!n) throw new Error('not an RSA key');
  return Buffer.from(n, 'base64url').toString('hex').replace(/^0+/, '');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Recovers the 16-character key from `Encryption` (c = m^65537 mod n, hex). */
export function decryptSessionKey(key: RsaKey, encryptionHex: string): string {
  if (!/^[0-9a-f]+$/i.test(encryptionHex)) throw new Error('key is not hex');
  const c = BigInt(`0x${encryptionHex}`);
  if (c >= BigInt(`0x${key.modulusHex}`)) throw new Error('key out of range');
  const size = Math.ceil(key.modulusHex.length / 2);
  // RSA_NO_PADDING wants exactly the modulus length, so the ciphertext is left-padded.
  const input = Buffer.from(c.toString(16).padStart(size * 2, '0'), 'hex');
  const m = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, input);
  // m is the key read as a big-endian integer: everything before its 16 bytes must be zero,
  // otherwise the client used another modulus or sent garbage.
  const head = m.subarray(0, m.length - KEY_LENGTH);
  if (head.some((byte) => byte !== 0)) throw new Error('key does not fit 16 bytes');
  return m.subarray(m.length - KEY_LENGTH).toString('latin1');
}

/** DES-ECB-PKCS7 decryption of the Base64 body with the key's first 8 bytes. */
export function desDecrypt(base64: string, sessionKey: string): string {
  const desKey = Buffer.from(sessionKey, 'utf8').subarray(0, DES_KEY_BYTES);
  // OpenSSL 3 has single DES only in its legacy provider; two-key triple DES with K1 = K2
  // computes E(K) D(K) E(K) = E(K), i.e. exactly single DES, and is always available.
  const decipher = createDecipheriv('des-ede-ecb', Buffer.concat([desKey, desKey]), null);
  const plain = Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
  return plain.toString('utf8');
}

export type EncryptedHeaders = { encryption?: string; modulus?: string; digest?: string };
export type Decrypted = { ok: true; json: unknown } | { ok: false; reason: string };

/** Checks the headers and digest and decrypts the body; never throws. */
export function decryptPost(key: RsaKey, headers: EncryptedHeaders, body: unknown): Decrypted {
  const { encryption, modulus, digest } = headers;
  if (!encryption || !modulus || !digest)
    return { ok: false, reason: 'Encryption headers missing' };
  if (modulus.toLowerCase().replace(/^0+/, '') !== key.modulusHex) {
    return { ok: false, reason: 'Unknown encryption key, fetch the key again' };
  }
  const value = (body as { value?: unknown } | null | undefined)?.value;
  if (typeof value !== 'string' || value === '') return { ok: false, reason: 'Body missing' };
  if (sha256Hex(value) !== digest.toLowerCase()) return { ok: false, reason: 'Digest mismatch' };
  try {
    const json: unknown = JSON.parse(desDecrypt(value, decryptSessionKey(key, encryption)));
    return { ok: true, json };
  } catch {
    return { ok: false, reason: 'Body cannot be decrypted' };
  }
}
