import { createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import vectors from '@wps/contract/encryption-vectors.json';
import {
  decryptPost,
  decryptSessionKey,
  desDecrypt,
  modulusHex,
  sha256Hex,
  type RsaKey,
} from './encrypted-post.ts';
import { encryptPost } from '../test-support/client-crypto.ts';

const privateKey = createPrivateKey(vectors.privateKeyPem);
const key: RsaKey = { privateKey, modulusHex: modulusHex(privateKey) };

describe('encryption vectors (contract §2)', () => {
  it('derives the published modulus from the private key', () => {
    expect(key.modulusHex).toBe(vectors.modulus);
  });

  it.each(vectors.cases)('decrypts case with key $key', (vector) => {
    expect(decryptSessionKey(key, vector.encryptedKey)).toBe(vector.key);
    expect(desDecrypt(vector.body, vector.key)).toBe(vector.json);
    expect(sha256Hex(vector.body)).toBe(vector.digest);
    const headers = {
      encryption: vector.encryptedKey,
      modulus: vectors.modulus,
      digest: vector.digest,
    };
    expect(decryptPost(key, headers, { value: vector.body })).toEqual({
      ok: true,
      json: JSON.parse(vector.json),
    });
  });

  it('round-trips what the test client encrypts', () => {
    const payload = { username: 'ü名', password: 'p@ss' };
    const { body, headers } = encryptPost(key.modulusHex, payload, 'Zz09AbCdEfGhIjKl');
    const result = decryptPost(
      key,
      { encryption: headers.Encryption, modulus: headers['X-RSA'], digest: headers['X-Digest'] },
      body,
    );
    expect(result).toEqual({ ok: true, json: payload });
  });
});

describe('decryptPost failures', () => {
  const [vector] = vectors.cases;
  if (!vector) throw new Error('no vectors');
  const good = { encryption: vector.encryptedKey, modulus: vectors.modulus, digest: vector.digest };
  const body = { value: vector.body };

  it.each([
    ['a missing Encryption header', { ...good, encryption: undefined }, body],
    ['a missing X-Digest header', { ...good, digest: undefined }, body],
    ['another modulus', { ...good, modulus: 'abcdef' }, body],
    ['a wrong digest', { ...good, digest: sha256Hex('other') }, body],
    ['a non-hex key', { ...good, encryption: 'xyz' }, body],
    ['a key larger than the modulus', { ...good, encryption: `ff${vectors.modulus}` }, body],
    ['a key of another client', { ...good, encryption: vectors.cases[1]?.encryptedKey }, body],
    ['no body', good, undefined],
    ['a body without value', good, { other: 1 }],
  ])('rejects %s', (_name, headers, requestBody) => {
    expect(decryptPost(key, headers, requestBody).ok).toBe(false);
  });
});
