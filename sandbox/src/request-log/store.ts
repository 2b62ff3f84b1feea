/** The log of /wps (and /lines) requests since the last reset, for tests to assert what was sent. */
import type { Db } from '../db/db.ts';

export type LoggedRequest = {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  at: number;
};

type Row = Record<'method' | 'path' | 'query' | 'headers', string> & {
  body: string | null;
  at: number;
};

export function logRequest(db: Db, entry: LoggedRequest): void {
  db.prepare(
    'INSERT INTO requests (method, path, query, headers, body, at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    entry.method,
    entry.path,
    JSON.stringify(entry.query),
    JSON.stringify(entry.headers),
    entry.body === undefined ? null : JSON.stringify(entry.body),
    entry.at,
  );
}

/** Oldest first (the order they arrived), optionally only those for one path. */
export function listRequests(db: Db, path?: string): LoggedRequest[] {
  const rows = (
    path === undefined
      ? db.prepare('SELECT * FROM requests ORDER BY at, id').all()
      : db.prepare('SELECT * FROM requests WHERE path = ? ORDER BY at, id').all(path)
  ) as Row[];
  return rows.map((row) => ({
    method: row.method,
    path: row.path,
    query: JSON.parse(row.query) as Record<string, unknown>,
    headers: JSON.parse(row.headers) as Record<string, unknown>,
    body: row.body === null ? null : (JSON.parse(row.body) as unknown),
    at: row.at,
  }));
}
