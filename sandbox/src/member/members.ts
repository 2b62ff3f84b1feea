/**
 * Members. Fixed columns hold what the server queries or checks (name, merchant, password, type,
 * registration date); everything else (clubLabel, twoFactor, passwordExpired, depositCount,
 * mobile, language, loginCount, ...) lives in the `data` JSON so tests can add fields freely.
 */
import type { Db } from '../db/db.ts';
import type { JsonObject } from '../json/merge-patch.ts';
import { parseObject } from '../db/json-columns.ts';

export type Member = {
  id: number;
  userName: string;
  merchant: string;
  passwordHash: string;
  type: number;
  regDate: number;
  data: JsonObject;
};

type Row = Omit<Member, 'data'> & { data: string };

function fromRow(row: Row | undefined): Member | undefined {
  return row && { ...row, data: parseObject(row.data) };
}

export function findMember(db: Db, merchant: string, userName: string): Member | undefined {
  const row = db
    .prepare('SELECT * FROM members WHERE merchant = ? AND userName = ?')
    .get(merchant, userName) as Row | undefined;
  return fromRow(row);
}

export function getMemberById(db: Db, id: number): Member | undefined {
  return fromRow(db.prepare('SELECT * FROM members WHERE id = ?').get(id) as Row | undefined);
}

/** Inserts or replaces; `id` undefined lets SQLite pick the next one. */
export function saveMember(db: Db, member: Omit<Member, 'id'> & { id?: number }): Member {
  const result = db
    .prepare(
      `INSERT OR REPLACE INTO members (id, userName, merchant, passwordHash, type, regDate, data)
       VALUES (@id, @userName, @merchant, @passwordHash, @type, @regDate, @data)`,
    )
    .run({ ...member, id: member.id ?? null, data: JSON.stringify(member.data) });
  return { ...member, id: member.id ?? Number(result.lastInsertRowid) };
}

/** Typed reads of the free-form data, tolerant of whatever a test patched in. */
export function dataString(member: Member, key: string): string | undefined {
  const value = member.data[key];
  return typeof value === 'string' ? value : undefined;
}

export function dataNumber(member: Member, key: string): number | undefined {
  const value = member.data[key];
  return typeof value === 'number' ? value : undefined;
}

export function dataBoolean(member: Member, key: string): boolean | undefined {
  const value = member.data[key];
  return typeof value === 'boolean' ? value : undefined;
}

/** The member of `merchant` whose data.mobile is `mobile` (international form, +63…). */
export function findMemberByMobile(db: Db, merchant: string, mobile: string): Member | undefined {
  const row = db
    .prepare("SELECT * FROM members WHERE merchant = ? AND json_extract(data, '$.mobile') = ?")
    .get(merchant, mobile) as Row | undefined;
  return fromRow(row);
}

/** Members of `merchant` that have `key` in their data (a handful: no index needed). */
export function membersWithData(db: Db, merchant: string, key: string): Member[] {
  const rows = db
    .prepare('SELECT * FROM members WHERE merchant = ? AND json_extract(data, ?) IS NOT NULL')
    .all(merchant, `$.${key}`) as Row[];
  return rows.map((row) => ({ ...row, data: parseObject(row.data) }));
}
