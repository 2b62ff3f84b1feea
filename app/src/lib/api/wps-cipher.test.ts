import { describe, expect, it } from 'vitest';
import vectors from '@wps/contract/encryption-vectors.json';
import { KEY_ALPHABET } from '@wps/contract/encryption';
import { desEncrypt, randomKey, rsaEncryptKey, sealWithKey, sha256Hex } from './wps-cipher';

describe('encrypted posts agree with the shared vectors (contract §2)', () => {
  it.each(vectors.cases)('key $key', (vector) => {
    expect(desEncrypt(vector.json, vector.key)).toBe(vector.body);
    expect(rsaEncryptKey(vector.key, vectors.modulus)).toBe(vector.encryptedKey);
    expect(sha256Hex(vector.body)).toBe(vector.digest);
    const sealed = sealWithKey(JSON.parse(vector.json), vector.key, vectors.modulus.toUpperCase());
    expect(JSON.parse(sealed.body)).toEqual({ value: vector.body });
    expect(sealed.headers).toEqual({
      Encryption: vector.encryptedKey,
      'X-RSA': vectors.modulus,
      'X-Digest': vector.digest,
    });
  });

  it('draws 16-character keys from [0-9A-Za-z], different every time', () => {
    const keys = Array.from({ length: 200 }, randomKey);
    for (const key of keys) {
      expect(key).toHaveLength(16);
      expect([...key].every((c) => KEY_ALPHABET.includes(c))).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a modulus that is not hex', () => {
    expect(() => rsaEncryptKey('0123456789abcdef', '<html>oops</html>')).toThrow(
      'invalid RSA public key',
    );
  });
});
