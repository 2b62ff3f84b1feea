/**
 * The re-authentication asked before a passkey is added or removed: the password step of the
 * payout step-up. The one place that decides it, so that it can follow the shared step-up.
 */
import { PasskeyErrorCode, type Reauth } from '@wps/contract/passkeys';
import type { Failure } from '@wps/contract/envelope';
import { verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import type { Member } from '../member/members.ts';

/** undefined when `proof` re-authenticates `member`, else the failure to answer. */
export function requireReauth(_db: Db, member: Member, proof: Reauth): Failure | undefined {
  if (verifyPassword(proof.password, member.passwordHash)) return undefined;
  return fail(PasskeyErrorCode.reauthFailed, 'The password is not correct');
}
