/** The RSA key of the encrypted posts: generated once per database and kept across resets. */
import { createPrivateKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../db/db.ts';
import { getMeta, setMeta } from '../db/meta.ts';
import { modulusHex, type RsaKey } from './encrypted-post.ts';

const generate = promisify(generateKeyPair);
const META_KEY = 'rsaPrivateKeyPem';

export async function loadRsaKey(db: Db): Promise<RsaKey> {
  let pem = getMeta(db, META_KEY);
  if (pem === undefined) {
    // 2048 bits: the platform uses 1024, the contract allows more (§2).
    const { privateKey } = await generate('rsa', { modulusLength: 2048, publicExponent: 65537 });
    pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    setMeta(db, META_KEY, pem);
  }
  const privateKey = createPrivateKey(pem);
  return { privateKey, modulusHex: modulusHex(privateKey) };
}
