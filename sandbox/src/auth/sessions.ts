/** Login sessions: an opaque random token per login, deleted on logout or reset. */
import { randomBytes } from 'node:crypto';
import { sandboxNow } from '../clock/clock.ts';
import type { Db } from '../db/db.ts';
import { getMemberById, type Member } from '../member/members.ts';

export function createSession(db: Db, memberId: number): string {
  const token = randomBytes(32).toString('hex');
  db.prepare('INSERT INTO sessions (token, memberId, created) VALUES (?, ?, ?)').run(
    token,
    memberId,
    // The sandbox clock: safer gambling counts a day's session time from the login.
    sandboxNow(db),
  );
  return token;
}

export function memberForToken(db: Db, token: string): Member | undefined {
  const row = db.prepare('SELECT memberId FROM sessions WHERE token = ?').get(token) as
    { memberId: number } | undefined;
  return row && getMemberById(db, row.memberId);
}

export function deleteSession(db: Db, token: string): boolean {
  return db.prepare('DELETE FROM sessions WHERE token = ?').run(token).changes > 0;
}
