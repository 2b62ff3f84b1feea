/** Password hashing with node's scrypt and a per-password salt. */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A sandbox needs real hashing, not a costly one: a low cost keeps resets and tests fast.
const COST = 4096;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST });
  return `scrypt$${COST}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, {
    N: Number(cost),
  });
  return timingSafeEqual(actual, expected);
}
