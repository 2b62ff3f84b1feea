import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { gameLanesSchema, type GameLaneInput } from '@wps/contract/games';
import { FIRST_LANE_ROWS } from '../../domains/games/first-lane.fixture';
import { LOBBY_FIRST_SCREEN } from '../../domains/games/lobby-first-screen';
import { accountTypeOrdinals, buildLanes, normalizeAccountType, ORDINAL_STEP } from './game-lanes';
import { ALL_TAB, filterLanes, laneTab, vendorsFor } from './lane-filter';

const card = (accountTypeName: string, displayName: string) => ({
  accountTypeName,
  displayName,
  gameId: displayName.toLowerCase().replace(/\W+/g, '-'),
  nodeId: 'n1',
  icon: `/icons/${displayName}.png`,
});

/** Shaped like a real GCSGAME_newGameVendor answer: out of order, Slots split in two. */
const RAW: GameLaneInput[] = [
  {
    title: 'Live Casino',
    ordinal: 2,
    gameCount: 2,
    gameClassify: [{ accountType: 'LIVE', vendors: [{ vendor: 'EVO', displayName: 'Evolution' }] }],
    cards: [card('EVO', 'Speed Baccarat'), card('EVO', 'Lightning Roulette')],
  },
  {
    title: 'Slots',
    ordinal: 1,
    gameCount: 40,
    gameClassify: [
      {
        accountType: 'RNG',
        vendors: [
          { vendor: 'PG', displayName: 'PG Soft' },
          { vendor: 'JILI', displayName: 'JILI' },
        ],
      },
    ],
    cards: [card('PG', 'Fortune Tiger'), card('JILI', 'Super Ace')],
  },
  {
    title: ' Slots ',
    ordinal: 1,
    gameCount: 12,
    gameClassify: [
      {
        accountType: 'tcg',
        vendors: [
          { vendor: 'PP', displayName: 'Pragmatic Play' },
          { vendor: 'PG', displayName: 'PG (again)' },
        ],
      },
    ],
    cards: [card('PP', 'Gates of Olympus')],
  },
  {
    title: 'Lottery',
    ordinal: 4,
    gameCount: 3,
    gameClassify: [
      { accountType: 'ELOTT', vendors: [{ vendor: 'ELOTT', displayName: 'E-Lottery' }] },
      { accountType: 'LOTT', vendors: [{ vendor: 'LOTT', displayName: 'Lotto' }] },
    ],
    cards: [
      card('ELOTTO', 'Lotto Lobby'),
      card('SEA_LOTT', 'Mien Bac'),
      card('VIETNAM_LOTTO', 'Hồ Chí Minh'),
    ],
  },
  {
    title: 'Card Games',
    gameClassify: [{ accountType: 'PVP', vendors: [{ vendor: 'KM', displayName: 'Kingmaker' }] }],
    cards: [card('KM', 'Tongits'), card('KM', 'Pusoy')],
  },
  { title: 'Sports', ordinal: 3, gameClassify: null, cards: null },
];

const lanes = buildLanes(v.parse(gameLanesSchema, RAW));
const lane = (title: string) => lanes.find((l) => l.title === title)!;

describe('buildLanes', () => {
  it('groups entries by category title and orders lanes by ordinal, in steps of 100', () => {
    expect(lanes.map((l) => [l.title, l.ordinal])).toEqual([
      ['Slots', 100],
      ['Live Casino', 200],
      ['Sports', 300],
      ['Lottery', 400],
      ['Card Games', 500], // no ordinal: after those with one
    ]);
    expect(ORDINAL_STEP).toBe(100);
    expect(new Set(lanes.map((l) => l.key)).size).toBe(lanes.length);
  });

  it.each([
    ['Slots', 52, ['Fortune Tiger', 'Super Ace', 'Gates of Olympus']],
    ['Live Casino', 2, ['Speed Baccarat', 'Lightning Roulette']],
    ['Card Games', 2, ['Tongits', 'Pusoy']], // no gameCount: the cards are counted
    ['Sports', 0, []], // null lists read as empty
  ])('%s: game count %i and its cards in answer order', (title, count, names) => {
    expect(lane(title).gameCount).toBe(count);
    expect(lane(title).cards.map((c) => c.displayName)).toEqual(names);
  });

  it.each([
    ['RNG', 'TCG'],
    ['PVP', 'TCG'],
    ['pvp', 'TCG'],
    ['TCG', 'TCG'],
    ['LIVE', 'LIVE'],
    [' elott ', 'ELOTT'],
  ])('account type %j counts as %s', (input, output) => {
    expect(normalizeAccountType(input)).toBe(output);
  });

  it('merges RNG, PVP and TCG classifications into one TCG with each vendor once', () => {
    expect(lane('Slots').classify).toEqual([
      {
        accountType: 'TCG',
        ordinal: 100,
        gameCount: 3,
        vendors: [
          { vendor: 'PG', displayName: 'PG Soft' },
          { vendor: 'JILI', displayName: 'JILI' },
          { vendor: 'PP', displayName: 'Pragmatic Play' },
        ],
      },
    ]);
    expect(lane('Card Games').classify.map((c) => [c.accountType, c.gameCount])).toEqual([
      ['TCG', 2],
    ]);
  });

  it('ELOTT also yields ELOTTO and SEA_LOTT at +5; LOTT gives VIETNAM_LOTTO', () => {
    expect(
      lane('Lottery').classify.map((c) => [c.accountType, c.ordinal, c.derivedFrom, c.gameCount]),
    ).toEqual([
      ['ELOTT', 400, undefined, 0],
      ['LOTT', 401, undefined, 0],
      ['VIETNAM_LOTTO', 401, 'LOTT', 1],
      ['ELOTTO', 405, 'ELOTT', 1],
      ['SEA_LOTT', 405, 'ELOTT', 1],
    ]);
  });

  it('maps every account type and vendor code to its ordinal', () => {
    const ordinals = accountTypeOrdinals(lanes);
    expect(Object.fromEntries(ordinals)).toMatchObject({
      TCG: 100,
      PG: 100,
      PP: 100,
      LIVE: 200,
      EVO: 200,
      ELOTT: 400,
      ELOTTO: 405,
      SEA_LOTT: 405,
      VIETNAM_LOTTO: 401,
      KM: 500,
    });
  });

  it('answers no lanes for no data', () => {
    expect(buildLanes([])).toEqual([]);
  });
});

describe('filterLanes', () => {
  const names = (tab: string, vendor: string | null, search: string) =>
    filterLanes(lanes, { tab, vendor, search }).map((l) => [
      l.title,
      l.cards.map((c) => c.displayName),
    ]);

  it.each([
    // tab, vendor, search, expected lanes with their cards
    [
      lane('Live Casino').key,
      null,
      '',
      [['Live Casino', ['Speed Baccarat', 'Lightning Roulette']]],
    ],
    [ALL_TAB, 'PG', '', [['Slots', ['Fortune Tiger']]]],
    [ALL_TAB, 'ELOTT', '', [['Lottery', ['Lotto Lobby', 'Mien Bac']]]],
    [ALL_TAB, 'LOTT', '', [['Lottery', ['Hồ Chí Minh']]]],
    [ALL_TAB, null, '  ho chi ', [['Lottery', ['Hồ Chí Minh']]]],
    [ALL_TAB, null, 'ACE', [['Slots', ['Super Ace']]]],
    [lane('Slots').key, null, 'baccarat', []],
    [ALL_TAB, null, 'no such game', []],
  ])('tab %s, vendor %s, search %j', (tab, vendor, search, expected) => {
    expect(names(tab, vendor, search)).toEqual(expected);
  });

  it('keeps empty lanes when nothing narrows the view', () => {
    expect(filterLanes(lanes, { tab: ALL_TAB, vendor: null, search: '' })).toHaveLength(5);
  });

  it('offers the vendors of the chosen tab, or of every lane once', () => {
    expect(vendorsFor(lanes, lane('Slots').key).map((x) => x.vendor)).toEqual(['PG', 'JILI', 'PP']);
    expect(vendorsFor(lanes, ALL_TAB).map((x) => x.vendor)).toEqual([
      'PG', 'JILI', 'PP', 'EVO', 'ELOTT', 'LOTT', 'KM',
    ]); // prettier-ignore
  });
});

// index.html preloads these icons from the lanes answer (app/first-paint/boot-content-script.ts): the
// lobby must draw them first, by the same table.
describe('the lane the lobby draws first, as index.html’s lanes reader picks it', () => {
  it.each(FIRST_LANE_ROWS)('%s', (_name, value, icons) => {
    const first = buildLanes(v.parse(gameLanesSchema, value))[0]?.cards ?? [];
    const drawn = first.slice(0, LOBBY_FIRST_SCREEN.cards).flatMap((c) => (c.icon ? [c.icon] : []));
    expect(drawn).toEqual(icons);
  });
});

describe('laneTab (the lobby opened on a lane: ?lane=)', () => {
  it('picks the lane that holds the account type, in any case', () => {
    const live = lanes.find((lane) => lane.title === 'Live Casino');
    expect(laneTab(lanes, 'LIVE')).toBe(live?.key);
    expect(laneTab(lanes, 'live')).toBe(live?.key);
  });

  it('falls back to all for no type or one no lane holds', () => {
    expect(laneTab(lanes, null)).toBe(ALL_TAB);
    expect(laneTab(lanes, 'SPORTS')).toBe(ALL_TAB);
  });
});
