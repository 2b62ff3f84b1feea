import * as v from 'valibot';
import { gameLanesSchema } from '@wps/contract/games';
import { describe, expect, it } from 'vitest';
import { FIRST_LANE_ROWS, laneEntry } from '../../domains/games/first-lane.fixture';
import { buildLanes } from './game-lanes';
import { lobbyIconAddresses } from './lobby-icons';

const PAGE = 'http://127.0.0.1:8080/m/game';
const lanesOf = (value: unknown) => buildLanes(v.parse(gameLanesSchema, value));

describe('lobbyIconAddresses (what the lobby remembers of its first icons)', () => {
  // The same table as index.html's lanes reader: the next visit preloads what this one drew.
  it.each(FIRST_LANE_ROWS)('%s', (_name, value, icons) => {
    expect(lobbyIconAddresses(lanesOf(value), PAGE)).toEqual(icons);
  });

  it.each<[string, string[], string[]]>([
    [
      'an absolute same-origin icon, as its path',
      ['http://127.0.0.1:8080/i/a.png?v=2'],
      ['/i/a.png?v=2'],
    ],
    ['a relative icon, resolved', ['icons/a.png'], ['/m/icons/a.png']],
    ['an https: icon', ['https://cdn.example.com/a.webp'], ['https://cdn.example.com/a.webp']],
    [
      'an http: icon of another host is left out',
      ['http://cdn.example.com/a.png', '/i/b.png'],
      ['/i/b.png'],
    ],
    ['a data: icon is left out', ['data:image/png;base64,AAAA'], []],
  ])('%s', (_name, icons, addresses) => {
    expect(lobbyIconAddresses(lanesOf([laneEntry('Slots', 1, icons)]), PAGE)).toEqual(addresses);
  });
});
