/**
 * The re-authentication asked before a passkey is added or removed: the password step of the
 * payout step-up, asked again. Its wrong tries count with the step-up's (auth/step-up.ts), five
 * in fifteen minutes for a member whichever call they come through, so a stolen token cannot
 * guess the password here where the payout accounts would lock it out.
 */
import { PasskeyErrorCode, type Reauth } from '@wps/contract/passkeys';
import type { Failure } from '@wps/contract/envelope';
import { verifyPassword } from '../auth/password.ts';
import { clearTries, countWrongTry, lockedOut } from '../auth/step-up.ts';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import type { Member } from '../member/members.ts';

/** undefined when `proof` re-authenticates `member`, else the failure to answer. */
export function requireReauth(db: Db, member: Member, proof: Reauth): Failure | undefined {
  const locked = lockedOut(db, member);
  if (locked) return locked;
  if (verifyPassword(proof.password, member.passwordHash)) {
    clearTries(db, member);
    return undefined;
  }
  if (countWrongTry(db, member) === 0) return lockedOut(db, member);
  return fail(PasskeyErrorCode.reauthFailed, 'The password is not correct');
}
