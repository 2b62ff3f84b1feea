/** SMS codes "sent" by the sandbox; tests read them through GET /sandbox/sms. */
import type { Db } from '../db.ts';

export type SmsRecord = { mobileNum: string; code: string; at: number };

export function recordSms(db: Db, sms: SmsRecord): void {
  db.prepare('INSERT INTO sms (mobileNum, code, at) VALUES (@mobileNum, @code, @at)').run(sms);
}

/** Newest first. */
export function listSms(db: Db): SmsRecord[] {
  return db
    .prepare('SELECT mobileNum, code, at FROM sms ORDER BY at DESC, id DESC')
    .all() as SmsRecord[];
}
