import { describe, expect, it } from 'vitest';
import { upcomingMatches } from './matches';

const match = (homeTeam: string, startTime: number, extra: Record<string, unknown> = {}) => ({
  homeTeam,
  awayTeam: 'Away',
  startTime,
  ...extra,
});

describe('upcomingMatches (status gameMatches)', () => {
  it('keeps the entries with two teams and a start time, soonest first', () => {
    const listed = [match('B', 20), { homeTeam: 'No time', awayTeam: 'X' }, match('A', 10), 'x'];
    expect(upcomingMatches(listed).map((m) => m.homeTeam)).toEqual(['A', 'B']);
  });

  it('drops blank team names and shows at most six', () => {
    expect(upcomingMatches([match('  ', 1)])).toEqual([]);
    const many = Array.from({ length: 9 }, (_, i) => match(`T${i}`, i));
    expect(upcomingMatches(many)).toHaveLength(6);
  });

  it('keeps a league when there is one, and reads nothing from an empty or absent list', () => {
    expect(upcomingMatches([match('A', 1, { league: 'PBA' })])[0]?.league).toBe('PBA');
    expect(upcomingMatches([])).toEqual([]);
    expect(upcomingMatches(undefined)).toEqual([]);
  });
});
