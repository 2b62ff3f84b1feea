/**
 * Captcha challenges of the Geetest stand-in: the v3 challenge or v4 lot number, the notch the
 * slider must reach, and the result of the last passed slide until login, SMS or register uses it.
 */
import type { Db } from '../db/db.ts';

export type CaptchaVersion = 'v3' | 'v4';

export type Captcha = {
  /** v3 challenge or v4 lot_number. */
  id: string;
  version: CaptchaVersion;
  target: number;
  created: number;
  /** v3 validate / v4 captcha_output of the last passed slide. */
  output: string | null;
  /** v3 seccode / v4 pass_token of the last passed slide. */
  token: string | null;
  passedAt: number | null;
  usedAt: number | null;
};

export function getCaptcha(db: Db, id: string): Captcha | undefined {
  return db.prepare('SELECT * FROM captcha WHERE id = ?').get(id) as Captcha | undefined;
}

export function saveCaptcha(db: Db, captcha: Captcha): void {
  db.prepare(
    `INSERT OR REPLACE INTO captcha (id, version, target, created, output, token, passedAt, usedAt)
     VALUES (@id, @version, @target, @created, @output, @token, @passedAt, @usedAt)`,
  ).run(captcha);
}
