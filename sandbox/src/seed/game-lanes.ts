/**
 * The demo merchant's game vendor lanes, as GCSGAME_newGameVendor answers them (contract §3).
 * Shaped like real platform data on purpose: one category split over several entries (Slots),
 * RNG and PVP account types beside TCG, lottery account types ELOTT and LOTT, ordinals that are
 * not in answer order, a lane whose gameCount is missing. Icons are drawn by the sandbox.
 */
import type { GameLaneInput } from '@wps/contract/games';

/** Where the sandbox serves a card's generated icon. */
export const gameIcon = (id: string) => `/sandbox-games/icons/${id}.png`;

type Card = NonNullable<GameLaneInput['cards']>[number];

const card = (
  accountTypeName: string,
  gameId: string,
  displayName: string,
  nodeId: string,
  extra: Partial<Card> = {},
): Card => ({ accountTypeName, displayName, gameId, nodeId, icon: gameIcon(gameId), ...extra });

/** A game whose launch the sandbox refuses with a server message (under maintenance). */
export const MAINTENANCE_GAME_ID = 'jili-crazy-777';

export const demoGameLanes: GameLaneInput[] = [
  {
    title: 'Live Casino',
    ordinal: 2,
    gameCount: 3,
    gameClassify: [
      {
        accountType: 'LIVE',
        vendors: [
          { vendor: 'EVO', displayName: 'Evolution' },
          { vendor: 'SEXY', displayName: 'AE Sexy' },
        ],
      },
    ],
    cards: [
      card('EVO', 'evo-baccarat', 'Speed Baccarat', 'live-1'),
      card('EVO', 'evo-lightning-roulette', 'Lightning Roulette', 'live-1'),
      card('SEXY', 'sexy-dragon-tiger', 'Dragon Tiger', 'live-2'),
    ],
  },
  {
    title: 'Slots',
    ordinal: 1,
    gameCount: 4,
    gameClassify: [
      {
        accountType: 'RNG',
        vendors: [
          { vendor: 'PG', displayName: 'PG Soft' },
          { vendor: 'JILI', displayName: 'JILI' },
        ],
      },
    ],
    cards: [
      card('PG', 'pg-fortune-tiger', 'Fortune Tiger', 'slot-1', { trial: true }),
      card('PG', 'pg-mahjong-ways', 'Mahjong Ways', 'slot-1', { trial: true }),
      card('JILI', 'jili-super-ace', 'Super Ace', 'slot-2'),
      card('JILI', MAINTENANCE_GAME_ID, 'Crazy 777', 'slot-2'),
    ],
  },
  {
    title: 'Slots',
    ordinal: 1,
    gameCount: 2,
    gameClassify: [
      { accountType: 'TCG', vendors: [{ vendor: 'PP', displayName: 'Pragmatic Play' }] },
    ],
    cards: [
      card('PP', 'pp-gates-of-olympus', 'Gates of Olympus', 'slot-3', { trial: true }),
      card('PP', 'pp-sweet-bonanza', 'Sweet Bonanza', 'slot-3'),
    ],
  },
  {
    title: 'Fishing',
    ordinal: 3,
    gameCount: 2,
    gameClassify: [{ accountType: 'FISH', vendors: [{ vendor: 'JILI', displayName: 'JILI' }] }],
    cards: [
      card('JILI', 'jili-jackpot-fishing', 'Jackpot Fishing', 'fish-1', { trial: true }),
      card('JILI', 'jili-mega-fishing', 'Mega Fishing', 'fish-1'),
    ],
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
      card('ELOTTO', 'elotto-lobby', 'Lotto Lobby', 'lobby', { gameType: 'LOTTERY' }),
      card('SEA_LOTT', 'sea-lott-mb', 'Mien Bac', 'MB', { gameType: 'LOTTERY' }),
      card('VIETNAM_LOTTO', 'vn-lotto-hcm', 'Ho Chi Minh', 'HCM', { gameType: 'LOTTERY' }),
    ],
  },
  {
    title: 'Sports',
    ordinal: 5,
    gameCount: 2,
    gameClassify: [{ accountType: 'SPORTS', vendors: [{ vendor: 'SABA', displayName: 'SABA' }] }],
    cards: [
      card('SABA', 'saba-sportsbook', 'Sportsbook', 'sport-1'),
      card('SABA', 'saba-virtual', 'Virtual Sports', 'sport-1'),
    ],
  },
  {
    // No gameCount: the client counts the cards.
    title: 'Card Games',
    ordinal: 6,
    gameClassify: [
      {
        accountType: 'PVP',
        vendors: [
          { vendor: 'KM', displayName: 'Kingmaker' },
          { vendor: 'V8', displayName: 'V8 Poker' },
        ],
      },
    ],
    cards: [
      card('KM', 'km-tongits', 'Tongits', 'pvp-1', { trial: true }),
      card('KM', 'km-pusoy', 'Pusoy', 'pvp-1'),
      card('V8', 'v8-texas-holdem', "Texas Hold'em", 'pvp-2'),
    ],
  },
];

/** Lane titles in the languages the sandbox translates them into (the Language header). */
export const laneTitleTranslations: Record<string, Record<string, string>> = {
  CN: {
    Slots: '老虎机',
    'Live Casino': '真人娱乐',
    Fishing: '捕鱼',
    Lottery: '彩票',
    Sports: '体育',
    'Card Games': '棋牌',
  },
  VI: {
    Slots: 'Nổ hũ',
    'Live Casino': 'Sòng bài trực tuyến',
    Fishing: 'Bắn cá',
    Lottery: 'Xổ số',
    Sports: 'Thể thao',
    'Card Games': 'Game bài',
  },
};
