/**
 * The passkeys members registered, per merchant and member: the public key, the signature
 * counter last seen, the name the player knows it by. Challenges are in challenges.ts.
 */
import type { PasskeySummary } from '@wps/contract/passkeys';
import type { Db } from '../db/db.ts';

export const PASSKEY_SCHEMA = `
CREATE TABLE IF NOT EXISTS passkey_credentials (
  id TEXT NOT NULL,
  merchant TEXT NOT NULL,
  memberId INTEGER NOT NULL,
  publicKey BLOB NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL,
  created INTEGER NOT NULL,
  lastUsed INTEGER,
  PRIMARY KEY (merchant, id)
);
CREATE TABLE IF NOT EXISTS passkey_challenges (
  challenge TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  ceremony TEXT NOT NULL,
  memberId INTEGER,
  expires INTEGER NOT NULL
);
`;

export const PASSKEY_TABLES = ['passkey_credentials', 'passkey_challenges'];

export type StoredPasskey = {
  id: string;
  merchant: string;
  memberId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  name: string;
  created: number;
  lastUsed: number | null;
};

type Row = Omit<StoredPasskey, 'transports' | 'publicKey'> & {
  transports: string;
  publicKey: Buffer;
};

const fromRow = (row: Row): StoredPasskey => ({
  ...row,
  publicKey: new Uint8Array(row.publicKey),
  transports: JSON.parse(row.transports) as string[],
});

export const summaryOf = ({ id, name, created, lastUsed }: StoredPasskey): PasskeySummary => ({
  id,
  name,
  created,
  lastUsed,
});

export function savePasskey(db: Db, passkey: StoredPasskey): void {
  db.prepare(
    `INSERT INTO passkey_credentials
       (id, merchant, memberId, publicKey, counter, transports, name, created, lastUsed)
     VALUES (@id, @merchant, @memberId, @publicKey, @counter, @transports, @name, @created, @lastUsed)`,
  ).run({
    ...passkey,
    publicKey: Buffer.from(passkey.publicKey),
    transports: JSON.stringify(passkey.transports),
  });
}

/** The passkey with this credential id on this merchant's site, whoever it belongs to. */
export function findPasskey(db: Db, merchant: string, id: string): StoredPasskey | undefined {
  const row = db
    .prepare('SELECT * FROM passkey_credentials WHERE merchant = ? AND id = ?')
    .get(merchant, id) as Row | undefined;
  return row && fromRow(row);
}

export function memberPasskeys(db: Db, merchant: string, memberId: number): StoredPasskey[] {
  const rows = db
    .prepare(
      'SELECT * FROM passkey_credentials WHERE merchant = ? AND memberId = ? ORDER BY created, id',
    )
    .all(merchant, memberId) as Row[];
  return rows.map(fromRow);
}

/** After a verified sign-in: the counter the authenticator reported, and when. */
export function markUsed(db: Db, passkey: StoredPasskey, counter: number, at: number): void {
  db.prepare(
    'UPDATE passkey_credentials SET counter = ?, lastUsed = ? WHERE merchant = ? AND id = ?',
  ).run(counter, at, passkey.merchant, passkey.id);
}

export function removePasskey(db: Db, merchant: string, memberId: number, id: string): boolean {
  return (
    db
      .prepare('DELETE FROM passkey_credentials WHERE merchant = ? AND memberId = ? AND id = ?')
      .run(merchant, memberId, id).changes > 0
  );
}
