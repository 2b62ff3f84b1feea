/**
 * The app's encrypted post, decrypted by the sandbox, for random payloads (contract §2):
 * both sides implement the scheme independently, this proves they agree on every input.
 */
import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seal } from '../../app/src/lib/api/wps-cipher.ts';
import { decryptPost, modulusHex, type RsaKey } from '../../sandbox/src/crypto/encrypted-post.ts';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 65537 });
const key: RsaKey = { privateKey, modulusHex: modulusHex(privateKey) };

describe('app seal → sandbox decrypt', () => {
  it('round-trips random JSON bodies', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (payload) => {
        const sealed = seal(payload, key.modulusHex);
        const result = decryptPost(
          key,
          {
            encryption: sealed.headers.Encryption,
            modulus: sealed.headers['X-RSA'],
            digest: sealed.headers['X-Digest'],
          },
          JSON.parse(sealed.body),
        );
        expect(result).toEqual({ ok: true, json: JSON.parse(JSON.stringify(payload)) });
      }),
      { numRuns: 150 },
    );
  });

  it('rejects a tampered body', () => {
    const sealed = seal({ username: 'demo01', password: 'demo123' }, key.modulusHex);
    const body = JSON.parse(sealed.body) as { value: string };
    const tampered = { value: body.value.slice(0, -4) + 'AAA=' };
    const result = decryptPost(
      key,
      {
        encryption: sealed.headers.Encryption,
        modulus: sealed.headers['X-RSA'],
        digest: sealed.headers['X-Digest'],
      },
      tampered,
    );
    expect(result.ok).toBe(false);
  });
});
