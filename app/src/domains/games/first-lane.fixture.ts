/**
 * Lanes answers and the icons of the lane the lobby draws first, its first row: one table for the
 * two places that hold that rule, the lobby's lane transform (features/game/game-lanes.ts) and
 * index.html's lanes reader (app/first-paint/boot-content-script.ts, which preloads them). Both tests
 * read it, so the two cannot drift apart.
 */
import { LOBBY_FIRST_SCREEN } from './lobby-first-screen';

export const laneCard = (icon: unknown) => ({
  accountTypeName: 'SLOT',
  displayName: 'A game',
  icon,
});

export const laneEntry = (title: string, ordinal: number | undefined, icons: unknown[]) => ({
  title,
  ...(ordinal === undefined ? {} : { ordinal }),
  gameClassify: [],
  cards: icons.map(laneCard),
});

const row = ['/1', '/2', '/3', '/4', '/5', '/6'].map((name) => `/i${name}.png`);

/** The entries by ordinal (none last), then answer order, grouped by their trimmed title. */
export const FIRST_LANE_ROWS: [name: string, value: unknown[], icons: string[]][] = [
  [
    'in answer order',
    [laneEntry('Slots', 1, ['/i/a.png', '/i/b.png']), laneEntry('Live', 2, ['/i/c.png'])],
    ['/i/a.png', '/i/b.png'],
  ],
  [
    'by ordinal',
    [laneEntry('Live', 20, ['/i/c.png']), laneEntry('Slots', 10, ['/i/a.png'])],
    ['/i/a.png'],
  ],
  [
    'no ordinal last',
    [laneEntry('Live', undefined, ['/i/c.png']), laneEntry('Slots', 5, ['/i/a.png'])],
    ['/i/a.png'],
  ],
  [
    'equal ordinals, answer order',
    [laneEntry('Live', 1, ['/i/c.png']), laneEntry('Slots', 1, ['/i/a.png'])],
    ['/i/c.png'],
  ],
  [
    'one title in two entries',
    [
      laneEntry(' Slots', 1, ['/i/a.png']),
      laneEntry('Live', 2, ['/i/c.png']),
      laneEntry('Slots ', 3, ['/i/b.png', '/i/d.png', '/i/e.png', '/i/f.png']),
    ],
    ['/i/a.png', '/i/b.png', '/i/d.png', '/i/e.png'],
  ],
  ['more cards than a row', [laneEntry('Slots', 1, row)], row.slice(0, LOBBY_FIRST_SCREEN.cards)],
  [
    'a card with no icon counts',
    [laneEntry('Slots', 1, [null, '/i/a.png', '/i/b.png', '/i/c.png', '/i/d.png'])],
    ['/i/a.png', '/i/b.png', '/i/c.png'],
  ],
  ['no lanes', [], []],
];
