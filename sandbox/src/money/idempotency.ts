/**
 * Idempotency keys of the money-moving posts (contract/README.md "Money"). A key is the
 * member's: the same key with the same request answers the stored first result and creates
 * nothing; with another request (another body or another call) it is refused. The check, the
 * work and the record happen in one transaction, so a double tap cannot slip between them.
 * Refusals are not stored: they created nothing, and a retry may succeed.
 */
import { createHash } from 'node:crypto';
import { MoneyErrorCode } from '@wps/contract/money';
import type { Db } from '../db/db.ts';
import { moneyTransaction } from './ledger.ts';
import { MoneyRefusal } from './refusal.ts';

type Stored = { requestHash: string; response: string };

/**
 * `request` identifies the intended action: the call's path and its parsed body without the
 * key (valibot output, so its key order is the schema's and the hash is stable).
 */
export function idempotent<T>(
  db: Db,
  memberId: number,
  key: string,
  request: unknown,
  work: () => T,
): T {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return moneyTransaction(db, () => {
    const stored = db
      .prepare('SELECT requestHash, response FROM idempotency WHERE memberId = ? AND key = ?')
      .get(memberId, key) as Stored | undefined;
    if (stored) {
      if (stored.requestHash !== requestHash) {
        throw new MoneyRefusal(
          MoneyErrorCode.idempotencyMismatch,
          'This idempotency key was used for another request',
        );
      }
      return JSON.parse(stored.response) as T;
    }
    const result = work();
    db.prepare(
      'INSERT INTO idempotency (memberId, key, requestHash, response, createdAt) VALUES (?, ?, ?, ?, ?)',
    ).run(memberId, key, requestHash, JSON.stringify(result), Date.now());
    return result;
  });
}
