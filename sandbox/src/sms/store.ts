/** SMS codes "sent" by the sandbox; tests read them through GET /sandbox/sms. */
import type { Db } from '../db/db.ts';

export type SmsRecord = { mobileNum: string; code: string; at: number };
export type StoredSms = SmsRecord & { id: number; usedAt: number | null };

export function recordSms(db: Db, sms: SmsRecord): void {
  db.prepare('INSERT INTO sms (mobileNum, code, at) VALUES (@mobileNum, @code, @at)').run(sms);
}

/** Newest first. */
export function listSms(db: Db): SmsRecord[] {
  return db
    .prepare('SELECT mobileNum, code, at FROM sms ORDER BY at DESC, id DESC')
    .all() as SmsRecord[];
}

/** The last code sent to `mobileNum`: only that one counts, a resend supersedes the others. */
export function latestSms(db: Db, mobileNum: string): StoredSms | undefined {
  return db
    .prepare('SELECT * FROM sms WHERE mobileNum = ? ORDER BY at DESC, id DESC LIMIT 1')
    .get(mobileNum) as StoredSms | undefined;
}

export function markSmsUsed(db: Db, id: number, at: number): void {
  db.prepare('UPDATE sms SET usedAt = ? WHERE id = ?').run(at, id);
}
