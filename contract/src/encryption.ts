/**
 * The encrypted-post scheme of contract §2, as constants both sides share.
 * The algorithms live in each side's own module (WebCrypto/crypto-js in the app, node:crypto in
 * the sandbox); `encryption-vectors.json` proves they agree.
 */
export const EncryptionHeader = {
  key: 'Encryption',
  modulus: 'X-RSA',
  digest: 'X-Digest',
} as const;

/** The random key: 16 characters from [0-9A-Za-z]; DES uses its first 8 bytes. */
export const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const KEY_LENGTH = 16;
export const DES_KEY_BYTES = 8;

/** The encrypted body on the wire. */
export type EncryptedBody = { value: string };
