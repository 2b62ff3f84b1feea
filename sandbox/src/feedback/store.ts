/** Members' feedback (contract/src/feedback.ts, contract/README.md "Feedback") in SQLite. */
import { randomBytes } from 'node:crypto';
import {
  FeedbackErrorCode,
  feedbackProblem,
  type FeedbackCategory,
  type FeedbackEntry,
} from '@wps/contract/feedback';
import type { Db } from '../db/db.ts';
import { MoneyRefusal } from '../money/refusal.ts';

export const FEEDBACK_SCHEMA = `
CREATE TABLE IF NOT EXISTS feedback (
  id TEXT PRIMARY KEY,
  memberId INTEGER NOT NULL,
  category TEXT NOT NULL,
  content TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'RECEIVED',
  reply TEXT,
  createdAt INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS feedback_member ON feedback (memberId, createdAt);`;

export const FEEDBACK_TABLES = ['feedback'];

/** The first 100 shown; older ones stay in the table. */
const LIST_LIMIT = 100;

type Row = FeedbackEntry & { memberId: number };
const entry = ({ memberId: _member, ...rest }: Row): FeedbackEntry => rest;

export function createFeedback(
  db: Db,
  memberId: number,
  input: { category: FeedbackCategory; content: string },
): FeedbackEntry {
  const problem = feedbackProblem(input.content);
  if (problem === 'short') {
    throw new MoneyRefusal(FeedbackErrorCode.tooShort, 'Please tell us a little more.');
  }
  if (problem === 'long') {
    throw new MoneyRefusal(FeedbackErrorCode.tooLong, 'Please keep it shorter.');
  }
  const created: FeedbackEntry = {
    id: `F${randomBytes(6).toString('hex').toUpperCase()}`,
    category: input.category,
    content: input.content.trim(),
    status: 'RECEIVED',
    reply: null,
    createdAt: Date.now(),
  };
  db.prepare(
    'INSERT INTO feedback (id, memberId, category, content, status, reply, createdAt) VALUES (@id, @memberId, @category, @content, @status, @reply, @createdAt)',
  ).run({ ...created, memberId });
  return created;
}

export function listFeedback(db: Db, memberId: number): FeedbackEntry[] {
  const rows = db
    .prepare(
      'SELECT * FROM feedback WHERE memberId = ? ORDER BY createdAt DESC, rowid DESC LIMIT ?',
    )
    .all(memberId, LIST_LIMIT) as Row[];
  return rows.map(entry);
}

/** The operator's answer (control API); undefined for an unknown id. */
export function replyFeedback(db: Db, id: string, reply: string): FeedbackEntry | undefined {
  db.prepare("UPDATE feedback SET status = 'REPLIED', reply = ? WHERE id = ?").run(reply, id);
  const row = db.prepare('SELECT * FROM feedback WHERE id = ?').get(id) as Row | undefined;
  return row && entry(row);
}
