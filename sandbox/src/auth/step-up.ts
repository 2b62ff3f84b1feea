/**
 * Step-up (contract/README.md "Step-up"): proof beside the token before money can leave or the
 * way in changes. A member with an authenticator steps up with its code, anyone else with the
 * password again. Wrong tries are counted per member in the sandbox clock's time: five in
 * fifteen minutes, then every try is refused as locked, unchecked, until the oldest of them
 * leaves the window, so a stolen token cannot guess the password.
 */
import * as v from 'valibot';
import {
  STEP_UP_MAX_TRIES,
  STEP_UP_WINDOW_MS,
  StepUpErrorCode,
  type StepUpMethod,
  type StepUpRefusal,
} from '@wps/contract/step-up';
import type { Failure } from '@wps/contract/envelope';
import { sandboxNow } from '../clock/clock.ts';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import { dataString, type Member } from '../member/members.ts';
import { twoFactorMethods } from './login.ts';
import { verifyPassword } from './password.ts';

export const STEP_UP_SCHEMA = `
CREATE TABLE IF NOT EXISTS step_up_tries (
  id INTEGER PRIMARY KEY,
  memberId INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS step_up_tries_member ON step_up_tries (memberId, at);
`;
export const STEP_UP_TABLES = ['step_up_tries'];

const secret = v.pipe(v.string(), v.maxLength(128));
/** The `stepUp` field of a request body; anything else there is no step-up at all. */
export const stepUpSchema = v.union([v.object({ password: secret }), v.object({ code: secret })]);

/** An authenticator set up means its code; a password alone is then not enough. */
export function stepUpMethod(member: Member): StepUpMethod {
  return twoFactorMethods(member).includes('ga') && dataString(member, 'gaCode') !== undefined
    ? 'code'
    : 'password';
}

function triesInWindow(db: Db, memberId: number, now: number): number[] {
  const rows = db
    .prepare('SELECT at FROM step_up_tries WHERE memberId = ? AND at > ? ORDER BY at')
    .all(memberId, now - STEP_UP_WINDOW_MS) as { at: number }[];
  return rows.map((row) => row.at);
}

function refusal(code: string, message: string, value: StepUpRefusal): Failure {
  return fail(code, message, value);
}

/** The locked refusal while the member has used up the window's tries, else undefined. */
export function lockedOut(db: Db, member: Member, now = sandboxNow(db)): Failure | undefined {
  const tries = triesInWindow(db, member.id, now);
  if (tries.length < STEP_UP_MAX_TRIES) return undefined;
  const retryAt = (tries[tries.length - STEP_UP_MAX_TRIES] ?? now) + STEP_UP_WINDOW_MS;
  return refusal(StepUpErrorCode.locked, 'Too many wrong tries, please wait', {
    method: stepUpMethod(member),
    retryAt,
  });
}

/** Counts a wrong try; answers how many are left in the window. */
export function countWrongTry(db: Db, member: Member, now = sandboxNow(db)): number {
  db.prepare('INSERT INTO step_up_tries (memberId, at) VALUES (?, ?)').run(member.id, now);
  return Math.max(0, STEP_UP_MAX_TRIES - triesInWindow(db, member.id, now).length);
}

/** A right answer starts the count afresh. */
export function clearTries(db: Db, member: Member): void {
  db.prepare('DELETE FROM step_up_tries WHERE memberId = ?').run(member.id);
}

/**
 * undefined when `stepUp` proves the member; else the refusal to answer. A missing or unreadable
 * step-up, or the other method than the member's, is `required` and counts no try.
 */
export function checkStepUp(db: Db, member: Member, stepUp: unknown): Failure | undefined {
  const method = stepUpMethod(member);
  const parsed = v.safeParse(stepUpSchema, stepUp);
  const proof = parsed.success ? parsed.output : undefined;
  const given = proof && ('code' in proof ? proof.code : undefined);
  const password = proof && 'password' in proof ? proof.password : undefined;
  if (method === 'code' ? given === undefined : password === undefined) {
    return refusal(
      StepUpErrorCode.required,
      method === 'code' ? 'Confirm with your authenticator code' : 'Confirm with your password',
      { method },
    );
  }
  const locked = lockedOut(db, member);
  if (locked) return locked;
  const right =
    method === 'code'
      ? given === dataString(member, 'gaCode')
      : verifyPassword(password ?? '', member.passwordHash);
  if (right) {
    clearTries(db, member);
    return undefined;
  }
  const triesLeft = countWrongTry(db, member);
  if (triesLeft === 0) return lockedOut(db, member);
  return refusal(
    StepUpErrorCode.wrong,
    method === 'code' ? 'The authenticator code is wrong' : 'The password is wrong',
    { method, triesLeft },
  );
}
