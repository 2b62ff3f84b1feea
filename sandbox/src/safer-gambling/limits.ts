/**
 * A member's limits as stored: the value in force when last written and the change waiting for
 * its cooling-off. A pending change whose time has come is applied when read
 * (`limitAt`, contract/src/safer-gambling-rules.ts), so no job has to run at that time.
 */
import type { LimitKind, LimitPeriod } from '@wps/contract/safer-gambling';
import { NO_LIMIT, type StoredLimit } from '@wps/contract/safer-gambling-rules';
import type { Db } from '../db/db.ts';

type Row = {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
  pendingValue: number | null;
  pendingAt: number | null;
};

function toStored(row: Row): StoredLimit {
  return {
    value: row.value,
    pending:
      row.pendingAt === null ? null : { value: row.pendingValue, effectiveAt: row.pendingAt },
  };
}

export function storedLimit(
  db: Db,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
): StoredLimit {
  const row = db
    .prepare('SELECT * FROM rg_limits WHERE memberId = ? AND kind = ? AND period = ?')
    .get(memberId, kind, period) as Row | undefined;
  return row ? toStored(row) : NO_LIMIT;
}

export function saveLimit(
  db: Db,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  limit: StoredLimit,
): void {
  if (limit.value === null && limit.pending === null) {
    db.prepare('DELETE FROM rg_limits WHERE memberId = ? AND kind = ? AND period = ?').run(
      memberId,
      kind,
      period,
    );
    return;
  }
  db.prepare(
    `INSERT OR REPLACE INTO rg_limits (memberId, kind, period, value, pendingValue, pendingAt)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    memberId,
    kind,
    period,
    limit.value,
    limit.pending?.value ?? null,
    limit.pending?.effectiveAt ?? null,
  );
}

/** The reality-check interval the member chose, in minutes; null: none. */
export function realityCheckMinutes(db: Db, memberId: number): number | null {
  const row = db
    .prepare('SELECT realityCheckMinutes FROM rg_preferences WHERE memberId = ?')
    .get(memberId) as { realityCheckMinutes: number | null } | undefined;
  return row?.realityCheckMinutes ?? null;
}

export function saveRealityCheckMinutes(db: Db, memberId: number, minutes: number | null): void {
  db.prepare(
    `INSERT INTO rg_preferences (memberId, realityCheckMinutes) VALUES (?, ?)
     ON CONFLICT(memberId) DO UPDATE SET realityCheckMinutes = excluded.realityCheckMinutes`,
  ).run(memberId, minutes);
}
