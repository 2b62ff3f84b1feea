/** The ranking query on a real (in-memory) database: what counts as earned, and the ties. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openDb } from '../db/open-db.ts';
import { saveMember } from '../member/members.ts';
import { rankedRows, ranking } from './ranking.ts';

let db: Db;
beforeEach(() => {
  db = openDb(':memory:');
});
afterEach(() => db.close());

function member(id: number, userName: string, merchant = 'demo') {
  saveMember(db, { id, userName, merchant, passwordHash: '', type: 0, regDate: 0, data: {} });
}

/** One points entry at a chosen time (balanceAfter is not what is ranked). */
function points(memberId: number, amount: number, at: number) {
  db.prepare(
    `INSERT INTO points_ledger (memberId, type, points, balanceAfter, reference, createdAt)
     VALUES (?, 'ADJUSTMENT', ?, 0, '', ?)`,
  ).run(memberId, amount, at);
}

describe('rankedRows', () => {
  it('ranks by points earned; spending does not lower a rank', () => {
    member(1, 'spender01');
    member(2, 'saver0001');
    points(1, 500, 10);
    points(1, -450, 20);
    points(2, 300, 10);
    expect(rankedRows(db, 'demo', 0)).toEqual([
      { rank: 1, memberId: 1, userName: 'spender01', earned: 500 },
      { rank: 2, memberId: 2, userName: 'saver0001', earned: 300 },
    ]);
  });

  it('breaks a tie by who reached the total first, then by member id', () => {
    member(1, 'late00001');
    member(2, 'early0001');
    member(3, 'same00003');
    member(4, 'same00004');
    points(1, 100, 50);
    points(2, 60, 10);
    points(2, 40, 20); // 100 reached at 20, before member 1 at 50
    points(3, 100, 30);
    points(4, 100, 30);
    expect(rankedRows(db, 'demo', 0).map((row) => row.memberId)).toEqual([2, 3, 4, 1]);
  });

  it("leaves out members who earned nothing and other merchants' members", () => {
    member(1, 'earner001');
    member(2, 'nothing01');
    member(3, 'elsewhere', 'acme');
    points(1, 10, 1);
    points(2, 0, 1);
    points(3, 999, 1);
    expect(rankedRows(db, 'demo', 2).map((row) => row.memberId)).toEqual([1]);
    expect(ranking(db, 'demo', 2)).toEqual({
      ranking: [{ rank: 1, name: 'ea***01', points: 10, me: false }],
      myRank: null,
    });
  });

  it("keeps the top ten and the member's own row, however many are ranked", () => {
    for (let id = 1; id <= 30; id++) {
      member(id, `player${String(id).padStart(2, '0')}`);
      points(id, 1000 - id, 1);
    }
    const rows = rankedRows(db, 'demo', 25);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25]);
    expect(ranking(db, 'demo', 25).myRank).toEqual({
      rank: 25,
      name: 'player25',
      points: 975,
      me: true,
    });
  });
});
