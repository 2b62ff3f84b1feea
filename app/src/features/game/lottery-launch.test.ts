import { describe, expect, it } from 'vitest';
import { lotteryLaunch } from './lottery-launch';

const ORIGIN = 'http://localhost:4173';
const DEFAULTS = {
  lottoArea: 'VN',
  device: 'MOBILE',
  launchMode: 'LOTT',
  lottoMode: 'SEA_Tradition_Mobile',
  language: 'VI',
};

describe('lotteryLaunch', () => {
  it.each([
    [
      'prize mode into the lobby',
      '?prize_mode=Tradition&code=lobby',
      { lottoPrizeMode: 'Tradition', hasLobby: true, lottoGameCode: undefined, vendor: undefined },
    ],
    [
      'a vendor and a node id',
      '?vendor=SEA_LOTT&code=MB',
      { vendor: 'SEA_LOTT', hasLobby: false, lottoGameCode: 'MB', lottoPrizeMode: undefined },
    ],
    ['no code: the lobby', '?vendor=ELOTTO', { vendor: 'ELOTTO', hasLobby: true }],
    [
      'a view and a title',
      '?prize_mode=Fast&code=HCM&view=list&title=Xo%20so',
      {
        lottoView: 'list',
        title: 'Xo so',
        lottoGameCode: 'HCM',
      },
    ],
  ])('%s', (_name, search, expected) => {
    const { query } = lotteryLaunch(search, ORIGIN, 'VI');
    expect(query).toMatchObject({ ...DEFAULTS, ...expected });
  });

  it.each([
    ['/m/game', '/m/game'],
    ['/m/home?tab=lottery', '/m/home?tab=lottery'],
    [`${ORIGIN}/m/game`, '/m/game'],
    ['https://evil.example/m/game', '/m/home'],
    ['//evil.example/m/game', '/m/home'],
    ['javascript:alert(1)', '/m/home'],
    ['/admin', '/m/home'],
    [null, '/m/home'],
  ])('backUrl %j leads back to %s', (backUrl, back) => {
    const search =
      backUrl === null ? '?code=lobby' : `?code=lobby&backUrl=${encodeURIComponent(backUrl)}`;
    const launch = lotteryLaunch(search, ORIGIN, 'EN');
    expect(launch.back).toBe(back);
    expect(launch.query.backUrl).toBe(ORIGIN + back);
  });

  it('carries the language and the VIP label name', () => {
    expect(lotteryLaunch('?code=lobby', ORIGIN, 'EN', 'Gold').query).toMatchObject({
      language: 'EN',
      labelName: 'Gold',
    });
  });
});
