/**
 * Id tokens of the identity stand-in (the sandbox's Firebase Auth): JWTs signed HS256 with a
 * secret generated once per database (kept across resets, like the RSA key). The identity page
 * gets them signed; firebase login and register verify them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { FIREBASE_CHANNELS, type FirebaseChannel } from '@wps/contract/auth';
import { IdentityStandIn, PHONE_CHANNEL } from '@wps/contract/auth-stand-ins';
import type { Db } from '../db/db.ts';
import { getMeta, setMeta } from '../db/meta.ts';

const META_KEY = 'identitySecret';
/** Firebase id tokens live an hour too. */
export const ID_TOKEN_TTL_S = 3600;

export type IdClaims = {
  iss: string;
  sub: string;
  /** A social channel, or 'phone' for a number verified on the firebase SMS path. */
  channel: FirebaseChannel | typeof PHONE_CHANNEL;
  email: string;
  name: string;
  iat: number;
  exp: number;
};

const claimsSchema = v.object({
  iss: v.literal(IdentityStandIn.issuer),
  sub: v.pipe(v.string(), v.nonEmpty()),
  channel: v.picklist([...FIREBASE_CHANNELS, PHONE_CHANNEL]),
  email: v.string(),
  name: v.string(),
  iat: v.number(),
  exp: v.number(),
});

export function identitySecret(db: Db): string {
  let secret = getMeta(db, META_KEY);
  if (secret === undefined) {
    secret = randomBytes(32).toString('hex');
    setMeta(db, META_KEY, secret);
  }
  return secret;
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(secret: string, signed: string): Buffer {
  return createHmac('sha256', secret).update(signed).digest();
}

export type Identity = Pick<IdClaims, 'sub' | 'channel' | 'email' | 'name'>;

export function signIdToken(db: Db, identity: Identity, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: IdClaims = {
    iss: IdentityStandIn.issuer,
    ...identity,
    iat,
    exp: iat + ID_TOKEN_TTL_S,
  };
  const signed = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signed}.${signature(identitySecret(db), signed).toString('base64url')}`;
}

/** The claims of a token this database signed and that has not expired; undefined otherwise. */
export function verifyIdToken(db: Db, token: unknown, now = Date.now()): IdClaims | undefined {
  if (typeof token !== 'string') return undefined;
  const [header, payload, sig, ...rest] = token.split('.');
  if (header !== HEADER || !payload || !sig || rest.length > 0) return undefined;
  const expected = signature(identitySecret(db), `${header}.${payload}`);
  const actual = Buffer.from(sig, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(claimsSchema, claims);
  if (!parsed.success || parsed.output.exp * 1000 <= now) return undefined;
  return parsed.output;
}

export type SocialClaims = IdClaims & { channel: FirebaseChannel };

/** A valid token of a social channel (facebook, google, twitter, line); never a phone token. */
export function verifySocialToken(db: Db, token: unknown): SocialClaims | undefined {
  const claims = verifyIdToken(db, token);
  return claims && claims.channel !== PHONE_CHANNEL ? (claims as SocialClaims) : undefined;
}

/** The number a valid phone token proves (`+<dialing code><number>`), else undefined. */
export function verifiedPhone(db: Db, token: unknown): string | undefined {
  const claims = verifyIdToken(db, token);
  return claims?.channel === PHONE_CHANNEL ? claims.sub : undefined;
}
