/** Count-bearing messages take the language's plural form: never "1 games". */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intlLocale } from './format';
import { LANGUAGES, type Language } from './languages';
import { formatMessage, type Messages } from './messages';

const load = (code: Language) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'locales', `${code.toLowerCase()}.json`), 'utf8'),
  ) as Messages;

const COUNTS = [0, 1, 2, 5, 21] as const;

/** `game.count` for 0, 1, 2, 5 and 21 games, as CLDR's plural rules and digits write them. */
const GAME_COUNT: Record<Language, readonly string[]> = {
  CN: ['0 款游戏', '1 款游戏', '2 款游戏', '5 款游戏', '21 款游戏'],
  EN: ['0 games', '1 game', '2 games', '5 games', '21 games'],
  ES: ['0 juegos', '1 juego', '2 juegos', '5 juegos', '21 juegos'],
  HI: ['0 गेम', '1 गेम', '2 गेम', '5 गेम', '21 गेम'],
  ID: ['0 permainan', '1 permainan', '2 permainan', '5 permainan', '21 permainan'],
  JA: ['0 ゲーム', '1 ゲーム', '2 ゲーム', '5 ゲーム', '21 ゲーム'],
  KM: ['ហ្គេម 0', 'ហ្គេម 1', 'ហ្គេម 2', 'ហ្គេម 5', 'ហ្គេម 21'],
  KO: ['게임 0개', '게임 1개', '게임 2개', '게임 5개', '게임 21개'],
  MY: ['ဂိမ်း ၀ ခု', 'ဂိမ်း ၁ ခု', 'ဂိမ်း ၂ ခု', 'ဂိမ်း ၅ ခု', 'ဂိမ်း ၂၁ ခု'],
  TA: ['0 கேம்கள்', '1 கேம்', '2 கேம்கள்', '5 கேம்கள்', '21 கேம்கள்'],
  TH: ['0 เกม', '1 เกม', '2 เกม', '5 เกม', '21 เกม'],
  TW: ['0 款遊戲', '1 款遊戲', '2 款遊戲', '5 款遊戲', '21 款遊戲'],
  VI: ['0 trò chơi', '1 trò chơi', '2 trò chơi', '5 trò chơi', '21 trò chơi'],
  TY: ['0 laro', '1 laro', '2 laro', '5 laro', '21 laro'],
  UR: ['0 گیمز', '1 گیم', '2 گیمز', '5 گیمز', '21 گیمز'],
  PT: ['0 jogos', '1 jogo', '2 jogos', '5 jogos', '21 jogos'],
  'PT-BR': ['0 jogo', '1 jogo', '2 jogos', '5 jogos', '21 jogos'],
  MS: ['0 permainan', '1 permainan', '2 permainan', '5 permainan', '21 permainan'],
  BN: ['০টি গেম', '১টি গেম', '২টি গেম', '৫টি গেম', '২১টি গেম'],
  TR: ['0 oyun', '1 oyun', '2 oyun', '5 oyun', '21 oyun'],
  FR: ['0 jeu', '1 jeu', '2 jeux', '5 jeux', '21 jeux'],
  NE: ['० खेलहरू', '१ खेल', '२ खेलहरू', '५ खेलहरू', '२१ खेलहरू'],
  'UR-LA': ['0 khel', '1 khel', '2 khel', '5 khel', '21 khel'],
};

describe('plural messages (game.count)', () => {
  it.each(LANGUAGES)('%s', (code) => {
    const messages = load(code);
    const written = COUNTS.map((count) =>
      formatMessage(messages['game.count'], intlLocale(code), { count }),
    );
    expect(written).toEqual(GAME_COUNT[code]);
  });

  it('writes large counts with the locale’s grouping and its "many" form', () => {
    const format = (code: Language, count: number) =>
      formatMessage(load(code)['game.count'], intlLocale(code), { count });
    expect(format('EN', 1200)).toBe('1,200 games');
    expect(format('FR', 1_000_000).replace(/\s/g, ' ')).toBe('1 000 000 de jeux');
    expect(format('ES', 1_000_000)).toBe('1.000.000 de juegos');
  });

  it('falls back to "other" when a form is missing', () => {
    expect(formatMessage({ other: '{count} x' }, 'en', { count: 1 })).toBe('1 x');
  });
});

describe('plural messages (points.count)', () => {
  const format = (code: Language, count: number) =>
    formatMessage(load(code)['points.count'], intlLocale(code), { count }).replace(/\s/g, ' ');

  it('writes one point and many points in the language’s forms and digits', () => {
    expect([0, 1, 2, 1200].map((count) => format('EN', count))).toEqual([
      '0 points',
      '1 point',
      '2 points',
      '1,200 points',
    ]);
    // French counts 0 with 1; Nepali writes its own digits.
    expect([0, 1, 2].map((count) => format('FR', count))).toEqual([
      '0 point',
      '1 point',
      '2 points',
    ]);
    expect([1, 2].map((count) => format('NE', count))).toEqual(['१ पोइन्ट', '२ पोइन्टहरू']);
  });
});
