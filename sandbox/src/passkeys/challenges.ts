/**
 * Ceremony challenges: issued with the options, answered once. Taking a challenge deletes it
 * whatever the verification then finds, so an answer can never be replayed, a failed one
 * included; one past its time is refused. Times are the sandbox clock's, which tests move.
 */
import { PASSKEY_CHALLENGE_TTL_MS, PasskeyErrorCode } from '@wps/contract/passkeys';
import { sandboxNow } from '../clock/clock.ts';
import type { Db } from '../db/db.ts';

export type Ceremony = 'register' | 'login';

type Issued = { merchant: string; ceremony: Ceremony; memberId: number | null };

export function issueChallenge(db: Db, challenge: string, issued: Issued): void {
  const expires = sandboxNow(db) + PASSKEY_CHALLENGE_TTL_MS;
  db.prepare(
    `INSERT INTO passkey_challenges (challenge, merchant, ceremony, memberId, expires)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(challenge, issued.merchant, issued.ceremony, issued.memberId, expires);
}

export type TakenChallenge =
  | { ok: true; challenge: string }
  | { ok: false; code: (typeof PasskeyErrorCode)[keyof typeof PasskeyErrorCode] };

/** Spends the challenge a response answers: it must be this ceremony's, site's and member's. */
export function takeChallenge(db: Db, challenge: string, expected: Issued): TakenChallenge {
  const row = db
    .prepare('DELETE FROM passkey_challenges WHERE challenge = ? RETURNING *')
    .get(challenge) as (Issued & { expires: number }) | undefined;
  const matches =
    row !== undefined &&
    row.merchant === expected.merchant &&
    row.ceremony === expected.ceremony &&
    row.memberId === expected.memberId;
  if (!matches) return { ok: false, code: PasskeyErrorCode.challengeInvalid };
  if (sandboxNow(db) > row.expires) return { ok: false, code: PasskeyErrorCode.challengeExpired };
  return { ok: true, challenge };
}
