/** Opening the sandbox's SQLite database: its pragmas, then every table (schema.ts). */
import Database from 'better-sqlite3';
import type { Db } from './db.ts';
import { migrate, SCHEMA } from './schema.ts';

/** Opens (creating if needed) the database at `file`; ':memory:' gives a throw-away one. */
export function openDb(file: string): Db {
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL never corrupts the file; a power cut may lose the last commits, which
    // a sandbox can afford. FULL waited for the disk on every commit: 0.40 ms an insert here
    // against 0.024, with every /wps request logged (request-log/hook.ts).
    db.pragma('synchronous = NORMAL');
  }
  // Another connection (a second sandbox on the same file) holding the write lock: wait for it.
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  migrate(db);
  return db;
}
