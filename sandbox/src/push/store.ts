/**
 * The sandbox's push state: the web tokens members bound (CSP_fcmBind) with their topics, and
 * the messages the control API "sent" through FCM. Both go with a reset.
 */
import type { SandboxPushToken } from '@wps/contract/push';
import type { Db } from '../db/db.ts';

export const PUSH_SCHEMA = `
CREATE TABLE IF NOT EXISTS push_tokens (
  token TEXT PRIMARY KEY,
  memberId INTEGER NOT NULL,
  userName TEXT NOT NULL,
  topics TEXT NOT NULL DEFAULT '[]',
  boundAt INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS push_sent (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL,
  message TEXT NOT NULL,
  at INTEGER NOT NULL
);
`;

export const PUSH_TABLES = ['push_tokens', 'push_sent'];

type Row = { token: string; userName: string; topics: string; boundAt: number; memberId: number };

const toToken = (row: Row): SandboxPushToken => ({
  token: row.token,
  userName: row.userName,
  topics: JSON.parse(row.topics) as string[],
  boundAt: row.boundAt,
});

/** Binds `token` to the member; a token bound before (another member on this device) moves. */
export function bindToken(
  db: Db,
  token: string,
  member: { id: number; userName: string },
  at: number,
): void {
  db.prepare(
    `INSERT INTO push_tokens (token, memberId, userName, topics, boundAt) VALUES (?, ?, ?, '[]', ?)
     ON CONFLICT(token) DO UPDATE SET memberId = excluded.memberId, userName = excluded.userName,
       boundAt = excluded.boundAt`,
  ).run(token, member.id, member.userName, at);
}

export function boundToken(
  db: Db,
  token: string,
): (SandboxPushToken & { memberId: number }) | null {
  const row = db.prepare('SELECT * FROM push_tokens WHERE token = ?').get(token) as Row | undefined;
  return row ? { ...toToken(row), memberId: row.memberId } : null;
}

export function setTopics(db: Db, token: string, topics: string[]): void {
  db.prepare('UPDATE push_tokens SET topics = ? WHERE token = ?').run(
    JSON.stringify(topics),
    token,
  );
}

export function unbindToken(db: Db, token: string): void {
  db.prepare('DELETE FROM push_tokens WHERE token = ?').run(token);
}

export function listTokens(db: Db): SandboxPushToken[] {
  return (db.prepare('SELECT * FROM push_tokens ORDER BY boundAt').all() as Row[]).map(toToken);
}

export function recordSent(db: Db, token: string, message: unknown, at: number): void {
  db.prepare('INSERT INTO push_sent (token, message, at) VALUES (?, ?, ?)').run(
    token,
    JSON.stringify(message),
    at,
  );
}

export function listSent(db: Db): { token: string; message: unknown; at: number }[] {
  const rows = db.prepare('SELECT token, message, at FROM push_sent ORDER BY id').all() as {
    token: string;
    message: string;
    at: number;
  }[];
  return rows.map((row) => ({ ...row, message: JSON.parse(row.message) as unknown }));
}
