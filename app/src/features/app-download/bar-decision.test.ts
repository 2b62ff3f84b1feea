import { describe, expect, it } from 'vitest';
import { barDecisionKnown, showsBar, type BarInput } from './bar-decision';

const on = (value: number | null = null) => ({ enabled: true, value });
const base: BarInput = {
  offered: true,
  hiddenBySite: false,
  closedThisSession: false,
  settings: {},
  loggedIn: false,
  rankLevel: null,
};

describe('showsBar (spec §4 "Download bar")', () => {
  it.each<[string, Partial<BarInput>, boolean]>([
    ['shown unless hidden', {}, true],
    [
      'not offered (native shell, installed web app, web clip without iOS link, old iOS)',
      { offered: false },
      false,
    ],
    ['hidden by the site (status.hideDownloadBar)', { hiddenBySite: true }, false],
    ['closed in this session', { closedThisSession: true }, false],
    ['settings still on their way', { settings: null }, false],
    ['login required: a guest', { settings: { bar_login_required: on() } }, false],
    ['login required: a member', { settings: { bar_login_required: on() }, loggedIn: true }, true],
    ['VIP rank 3 required: a guest', { settings: { bar_min_vip_rank: on(3) } }, false],
    [
      'VIP rank 3 required: rank 2',
      { settings: { bar_min_vip_rank: on(3) }, loggedIn: true, rankLevel: 2 },
      false,
    ],
    [
      'VIP rank 3 required: rank 3',
      { settings: { bar_min_vip_rank: on(3) }, loggedIn: true, rankLevel: 3 },
      true,
    ],
    [
      'VIP rank required, rank not loaded yet',
      { settings: { bar_min_vip_rank: on(1) }, loggedIn: true },
      false,
    ],
    [
      'a disabled requirement does not count',
      { settings: { bar_min_vip_rank: { enabled: false, value: 9 } } },
      true,
    ],
  ])('%s', (_name, rest, shown) => {
    expect(showsBar({ ...base, ...rest })).toBe(shown);
  });
});

describe('barDecisionKnown (the room for the bar is kept until the answer is final)', () => {
  it.each<[string, Partial<BarInput>, boolean, boolean]>([
    ['settings on their way', { settings: null }, false, false],
    ['settings in', {}, false, true],
    ['not offered: no settings needed', { offered: false, settings: null }, false, true],
    ['hidden by the site', { hiddenBySite: true, settings: null }, false, true],
    ['closed in this session', { closedThisSession: true, settings: null }, false, true],
    ['a required rank on its way', { settings: { bar_min_vip_rank: on(1) } }, true, false],
    ['a required rank in', { settings: { bar_min_vip_rank: on(1) } }, false, true],
  ])('%s', (_name, rest, rankPending, known) => {
    expect(barDecisionKnown({ ...base, ...rest }, rankPending)).toBe(known);
  });
});
