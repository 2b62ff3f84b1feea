import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { gameLaneSchema, type GameLaneInput } from '@wps/contract/games';
import { laneItems } from './game-lanes';

const lane = (rest: Partial<GameLaneInput>) =>
  v.parse(gameLaneSchema, { title: 'Lottery', ...rest });

describe('laneItems (home lane preview)', () => {
  it('cards launch the game', () => {
    const items = laneItems(
      lane({ cards: [{ accountTypeName: 'LOTT', displayName: 'VN Lotto', nodeId: '88' }] }),
      4,
    );
    expect(items).toEqual([
      {
        key: 'c0-LOTT',
        label: 'VN Lotto',
        icon: undefined,
        to: '/m/launchGame?vendor=LOTT&code=88&backUrl=%2Fm%2Fhome',
      },
    ]);
  });

  it('without cards, vendors open the game area; the limit holds', () => {
    const vendors = ['A', 'B', 'C'].map((vendor) => ({ vendor, displayName: `V${vendor}` }));
    const items = laneItems(lane({ gameClassify: [{ accountType: 'RNG', vendors }] }), 2);
    expect(items.map((i) => [i.label, i.to])).toEqual([
      ['VA', '/m/game?vendor=A'],
      ['VB', '/m/game?vendor=B'],
    ]);
  });

  it('an empty lane has no items', () => {
    expect(laneItems(lane({ cards: null, gameClassify: null }), 4)).toEqual([]);
  });
});
