/**
 * The points ranking of a merchant's members: by points earned (the positive entries of the
 * points ledger; spending never lowers a rank), ties to whoever reached their total first, then
 * to the lower member id. Members who earned nothing are not ranked. Other members' names are
 * masked: a ranking is public to every member, a user name is half a login.
 */
import type { RankingEntry } from '@wps/contract/loyalty';
import type { Db } from '../db/db.ts';

/** Rows shown above the member's own. */
export const RANKING_SIZE = 10;

/**
 * de***01 for demo01: two characters at each end. Names under six characters would show all
 * but one of them that way, so they keep their first only (vip1 -> v***). Counted in code
 * points, so a name never splits inside a character.
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length >= 6) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  return `${chars.slice(0, 1).join('')}***`;
}

export type RankedRow = { rank: number; memberId: number; userName: string; earned: number };

/** The top rows and the member's own row when it is below them (null when it is in them). */
export function rankingBoard(
  rows: RankedRow[],
  meId: number,
  size = RANKING_SIZE,
): { ranking: RankingEntry[]; myRank: RankingEntry | null } {
  const entry = (row: RankedRow): RankingEntry => {
    const me = row.memberId === meId;
    return {
      rank: row.rank,
      name: me ? row.userName : maskName(row.userName),
      points: row.earned,
      me,
    };
  };
  const mine = rows.find((row) => row.memberId === meId);
  return {
    ranking: rows.filter((row) => row.rank <= size).map(entry),
    myRank: mine && mine.rank > size ? entry(mine) : null,
  };
}

/**
 * One query ranks the whole merchant (ROW_NUMBER over the earned totals) and keeps the top
 * rows and the member's own, so the board costs the same however many members there are.
 */
export function rankedRows(db: Db, merchant: string, meId: number, size = RANKING_SIZE) {
  return db
    .prepare(
      `WITH earned AS (
         SELECT p.memberId, m.userName, SUM(p.points) AS earned, MAX(p.createdAt) AS reachedAt
         FROM points_ledger p JOIN members m ON m.id = p.memberId
         WHERE m.merchant = ? AND p.points > 0
         GROUP BY p.memberId
       ), ranked AS (
         SELECT *, ROW_NUMBER() OVER (ORDER BY earned DESC, reachedAt ASC, memberId ASC) AS rank
         FROM earned
       )
       SELECT rank, memberId, userName, earned FROM ranked
       WHERE rank <= ? OR memberId = ? ORDER BY rank`,
    )
    .all(merchant, size, meId) as RankedRow[];
}

export function ranking(db: Db, merchant: string, meId: number) {
  return rankingBoard(rankedRows(db, merchant, meId), meId);
}
