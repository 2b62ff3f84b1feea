/**
 * The chat stand-in's memory (contract/src/customer-service.ts): every load of its page with
 * what the app sent, the messages typed there, and each member's unread count
 * (`data.chatUnread`, so a reset restores it with the member and PATCH /sandbox/members can set
 * it too).
 */
import type { ChatMessage, ChatVisit } from '@wps/contract/customer-service';
import type { Db } from '../db/db.ts';
import { dataNumber, saveMember, type Member } from '../member/members.ts';

export const CHAT_SCHEMA = `
CREATE TABLE IF NOT EXISTS chat_visits (
  id INTEGER PRIMARY KEY,
  query TEXT NOT NULL,
  tokenSent INTEGER NOT NULL,
  tokenValid INTEGER NOT NULL,
  dest TEXT NOT NULL,
  refusedFraming INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY,
  sender TEXT NOT NULL,
  text TEXT NOT NULL,
  at INTEGER NOT NULL
);`;

export const CHAT_TABLES = ['chat_visits', 'chat_messages'];

/** What the operator's side answers every message with: the stand-in has no agents. */
export const OPERATOR_ANSWER = 'Thank you. An agent will answer you here shortly.';

export const MESSAGE_MAX_LENGTH = 500;

export function recordVisit(db: Db, visit: Omit<ChatVisit, 'id' | 'at'>): ChatVisit {
  const at = Date.now();
  const result = db
    .prepare(
      `INSERT INTO chat_visits (query, tokenSent, tokenValid, dest, refusedFraming, at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      JSON.stringify(visit.query),
      Number(visit.tokenSent),
      Number(visit.tokenValid),
      visit.dest,
      Number(visit.refusedFraming),
      at,
    );
  return { ...visit, id: Number(result.lastInsertRowid), at };
}

type VisitRow = Omit<ChatVisit, 'query' | 'tokenSent' | 'tokenValid' | 'refusedFraming'> & {
  query: string;
  tokenSent: number;
  tokenValid: number;
  refusedFraming: number;
};

export function listVisits(db: Db): ChatVisit[] {
  const rows = db.prepare('SELECT * FROM chat_visits ORDER BY id').all() as VisitRow[];
  return rows.map((row) => ({
    ...row,
    query: JSON.parse(row.query) as Record<string, string>,
    tokenSent: row.tokenSent === 1,
    tokenValid: row.tokenValid === 1,
    refusedFraming: row.refusedFraming === 1,
  }));
}

/** The player's message and the operator's automatic answer, both kept. */
export function addMessage(db: Db, text: string): ChatMessage[] {
  const at = Date.now();
  const messages: ChatMessage[] = [
    { from: 'player', text, at },
    { from: 'operator', text: OPERATOR_ANSWER, at },
  ];
  const insert = db.prepare('INSERT INTO chat_messages (sender, text, at) VALUES (?, ?, ?)');
  for (const message of messages) insert.run(message.from, message.text, message.at);
  return messages;
}

export function listMessages(db: Db): ChatMessage[] {
  const rows = db.prepare('SELECT sender, text, at FROM chat_messages ORDER BY id').all() as {
    sender: ChatMessage['from'];
    text: string;
    at: number;
  }[];
  return rows.map(({ sender, text, at }) => ({ from: sender, text, at }));
}

export function unreadOf(member: Member): number {
  return dataNumber(member, 'chatUnread') ?? 0;
}

/** Sets the member's unread count (never below 0) and answers it. */
export function setUnread(db: Db, member: Member, count: number): number {
  const unread = Math.max(0, Math.floor(count));
  saveMember(db, { ...member, data: { ...member.data, chatUnread: unread } });
  return unread;
}

/** The session tokens alive now: a stand-in page checks whether any reached it. */
export function liveTokens(db: Db): string[] {
  const rows = db.prepare('SELECT token FROM sessions').all() as { token: string }[];
  return rows.map((row) => row.token);
}
