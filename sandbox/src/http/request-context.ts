/** Per-request state the sandbox's hooks attach, and helpers to read it. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import type { RsaKey } from '../crypto/encrypted-post.ts';
import type { Merchant } from '../site/merchants.ts';
import type { Member } from '../member/members.ts';
import { memberForToken } from '../auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant the `Merchant` header picked (set for every /wps route). */
    merchant?: Merchant;
    /** The decrypted JSON of an encrypted post. */
    decrypted?: unknown;
    /** When the request arrived (epoch ms), for the request log. */
    receivedAt?: number;
  }
}

/** What every WPS route plugin gets. */
export type WpsContext = { db: Db; rsa: RsaKey };

export function requestMerchant(request: FastifyRequest): Merchant {
  // The /wps plugin's hook answers merchant.not.found before any route runs.
  if (!request.merchant) throw new Error('route registered outside the /wps plugin');
  return request.merchant;
}

/** Authorization carries the raw session token, no `Bearer` prefix (contract §1). */
export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function sessionMember(db: Db, request: FastifyRequest): Member | undefined {
  const token = sessionToken(request);
  return token === undefined ? undefined : memberForToken(db, token);
}

/** The request path without its query string. */
export function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/** Paths answered with envelopes: the API, the control API and the line stand-ins. */
export function isApiPath(path: string): boolean {
  return /^\/(wps|sandbox|lines)(\/|$)/.test(path);
}
