/**
 * The sandbox's database handle. A leaf: every store imports this type, so it imports none of
 * them (opening the database and its schema are open-db.ts and schema.ts).
 */
import type Database from 'better-sqlite3';

export type Db = Database.Database;
