import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openDb } from '../db/open-db.ts';
import { identitySecret, signIdToken, verifyIdToken } from './identity-token.ts';
import { resetDb } from '../seed/reset.ts';

let db: Db;
beforeEach(() => {
  db = openDb(':memory:');
});
afterEach(() => db.close());

const identity = {
  sub: 'g-demo01',
  channel: 'google' as const,
  email: 'demo01@demo.example',
  name: 'Demo',
};
const NOW = 1_700_000_000_000;

const part = (token: string, index: number) =>
  JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString()) as unknown;

describe('id tokens', () => {
  it('are HS256 JWTs with the stand-in claims, valid for an hour', () => {
    const token = signIdToken(db, identity, NOW);
    expect(part(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(part(token, 1)).toEqual({
      iss: 'sandbox-identity',
      ...identity,
      iat: NOW / 1000,
      exp: NOW / 1000 + 3600,
    });
    expect(verifyIdToken(db, token, NOW + 3_599_000)).toMatchObject(identity);
    expect(verifyIdToken(db, token, NOW + 3_600_000)).toBeUndefined();
  });

  it("are refused by another database (another secret) and survive this one's reset", () => {
    const token = signIdToken(db, identity, NOW);
    const other = openDb(':memory:');
    expect(verifyIdToken(other, token, NOW)).toBeUndefined();
    other.close();
    const secret = identitySecret(db);
    resetDb(db);
    expect(identitySecret(db)).toBe(secret);
    expect(verifyIdToken(db, token, NOW)).toBeDefined();
  });

  it('are refused when any part is changed', () => {
    const token = signIdToken(db, identity, NOW);
    const [header = '', payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...identity, sub: 'g-admin' })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${none}.${payload}.`,
      `${none}.${payload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      `${header}.${payload}`,
      `${token}.extra`,
      '',
    ]) {
      expect(verifyIdToken(db, bad, NOW)).toBeUndefined();
    }
    expect(verifyIdToken(db, 42, NOW)).toBeUndefined();
  });
});
