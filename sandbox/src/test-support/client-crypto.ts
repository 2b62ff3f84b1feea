/**
 * Encrypts a post the way a client does (contract §2), with node:crypto only, so tests can send
 * real encrypted requests to the sandbox.
 */
import {
  constants,
  createCipheriv,
  createHash,
  createPublicKey,
  publicEncrypt,
  randomInt,
} from 'node:crypto';
import { EncryptionHeader, KEY_ALPHABET, KEY_LENGTH } from '@wps/contract/encryption';

/** Raw RSA (no padding, as the platform does) through node:crypto: the key left-padded to n. */
function rsaRaw(key: string, modulusHex: string): string {
  const n = Buffer.from(modulusHex.length % 2 ? `0${modulusHex}` : modulusHex, 'hex');
  const publicKey = createPublicKey({
    key: { kty: 'RSA', n: n.toString('base64url'), e: 'AQAB' },
    format: 'jwk',
  });
  const block = Buffer.alloc(n.length);
  Buffer.from(key, 'utf8').copy(block, n.length - KEY_LENGTH);
  const c = publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, block);
  return c.toString('hex').replace(/^0+/, '');
}

export function randomKey(): string {
  return Array.from(
    { length: KEY_LENGTH },
    () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)],
  ).join('');
}

export type EncryptedRequest = { body: { value: string }; headers: Record<string, string> };

export function encryptPost(
  modulusHex: string,
  payload: unknown,
  key = randomKey(),
): EncryptedRequest {
  const desKey = Buffer.from(key, 'utf8').subarray(0, 8);
  const cipher = createCipheriv('des-ede-ecb', Buffer.concat([desKey, desKey]), null);
  const value = Buffer.concat([
    cipher.update(JSON.stringify(payload), 'utf8'),
    cipher.final(),
  ]).toString('base64');
  return {
    body: { value },
    headers: {
      [EncryptionHeader.key]: rsaRaw(key, modulusHex),
      [EncryptionHeader.modulus]: modulusHex,
      [EncryptionHeader.digest]: createHash('sha256').update(value).digest('hex'),
    },
  };
}
