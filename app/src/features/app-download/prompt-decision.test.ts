import { describe, expect, it } from 'vitest';
import type { DownloadSettings } from '@wps/contract/download';
import {
  afterClose,
  afterShown,
  DAY_MS,
  decidePrompt,
  inGamePopup,
  NEW_PROMPT_SESSION,
  promptNeeds,
  wholeDaysSince,
  type PromptInput,
} from './prompt-decision';

const NOW = Date.UTC(2026, 10, 21, 12, 0);
const on = (value: string | number | null = null) => ({ enabled: true, value });
const SWITCH = { download_condition_switch: on() };
const member = (regDaysAgo = 1, type: number | null = 0) => ({
  type,
  regDate: NOW - regDaysAgo * DAY_MS,
});
const summary = (deposits = 0, withdrawals = 0, cards = 0) => ({ deposits, withdrawals, cards });

function input(settings: DownloadSettings, rest: Partial<PromptInput> = {}): PromptInput {
  return {
    settings: { ...SWITCH, ...settings },
    offered: true,
    member: member(),
    summary: summary(),
    path: '/m/home',
    domain: 'm.demo.example',
    session: NEW_PROMPT_SESSION,
    open: false,
    now: NOW,
    ...rest,
  };
}
const shows = (i: PromptInput) => {
  const decision = decidePrompt(i);
  return decision.show ? { rule: decision.rule, closable: decision.closable } : decision.why;
};

describe('regDays (whole days since regDate)', () => {
  it.each([
    ['3 days, value 3: closable', 3, { reg_days: on(3) }, { rule: 'reg_days', closable: true }],
    ['2 days, value 3: no', 2, { reg_days: on(3) }, 'noRule'],
    ['2.99 days counts 2', 2.99, { reg_days: on(3) }, 'noRule'],
    [
      'forced 7 at 7 days: unclosable',
      7,
      { reg_days: on(3), reg_days_forced: on(7) },
      { rule: 'reg_days_forced', closable: false },
    ],
    [
      'forced 7 at 6 days: the closable one',
      6,
      { reg_days: on(3), reg_days_forced: on(7) },
      { rule: 'reg_days', closable: true },
    ],
    ['value as text', 5, { reg_days: on('5') }, { rule: 'reg_days', closable: true }],
    ['disabled', 30, { reg_days: { enabled: false, value: 1 } }, 'noRule'],
  ] as const)('%s', (_name, days, settings, expected) => {
    expect(shows(input(settings, { member: member(days) }))).toEqual(expected);
  });

  it('an unknown registration date (0 from a server without it) never counts', () => {
    expect(shows(input({ reg_days: on(1) }, { member: { type: 0, regDate: 0 } }))).toBe('noRule');
    expect(wholeDaysSince(0, NOW)).toBeNull();
    expect(wholeDaysSince(NOW - DAY_MS + 1, NOW)).toBe(0);
  });
});

describe('deposit and withdrawal counts', () => {
  it.each([
    [
      'deposits 3 at or above 3',
      { deposit_times: on(3) },
      summary(3),
      { rule: 'deposit_times', closable: true },
    ],
    ['deposits 2 below 3', { deposit_times: on(3) }, summary(2), 'noRule'],
    [
      'forced deposits 5 at 5',
      { deposit_times_forced: on(5) },
      summary(5),
      { rule: 'deposit_times_forced', closable: false },
    ],
    [
      'withdrawals 1 at or above 1',
      { withdrawal_times: on(1) },
      summary(0, 1),
      { rule: 'withdrawal_times', closable: true },
    ],
    [
      'forced withdrawals 2 at 3',
      { withdrawal_times_forced: on(2) },
      summary(0, 3),
      { rule: 'withdrawal_times_forced', closable: false },
    ],
    [
      'deposits 0 below least 1',
      { deposit_least_times: on(1) },
      summary(0),
      { rule: 'deposit_least_times', closable: true },
    ],
    ['deposits 1 not below least 1', { deposit_least_times: on(1) }, summary(1), 'noRule'],
    [
      'forced deposits below least 2',
      { deposit_least_times_forced: on(2) },
      summary(1),
      { rule: 'deposit_least_times_forced', closable: false },
    ],
    [
      'withdrawals 0 below least 1',
      { withdrawal_least_times: on(1) },
      summary(4, 0),
      { rule: 'withdrawal_least_times', closable: true },
    ],
    [
      'forced withdrawals below least 1',
      { withdrawal_least_times_forced: on(1) },
      summary(4, 0),
      { rule: 'withdrawal_least_times_forced', closable: false },
    ],
    [
      'forced wins over closable',
      { deposit_times: on(1), deposit_times_forced: on(2) },
      summary(2),
      { rule: 'deposit_times_forced', closable: false },
    ],
    ['summary not loaded: no count rule', { deposit_least_times: on(1) }, null, 'noRule'],
  ] as const)('%s', (_name, settings, counts, expected) => {
    expect(shows(input(settings, { summary: counts }))).toEqual(expected);
  });
});

describe('first deposit, first withdraw, bind card (by route)', () => {
  it.each([
    [
      'first deposit on /m/voucherCenter with 0',
      { first_deposit: on() },
      '/m/voucherCenter',
      summary(0),
      'first_deposit',
    ],
    [
      'first deposit with 1 deposit',
      { first_deposit: on() },
      '/m/voucherCenter',
      summary(1),
      'noRule',
    ],
    ['first deposit elsewhere', { first_deposit: on() }, '/m/home', summary(0), 'noRule'],
    [
      'first withdraw on /m/withdraw with 0',
      { first_withdraw: on() },
      '/m/withdraw',
      summary(3, 0),
      'first_withdraw',
    ],
    ['first withdraw with 1', { first_withdraw: on() }, '/m/withdraw', summary(3, 1), 'noRule'],
    [
      'bind card 1 without cards',
      { bind_card: on(1) },
      '/m/securityCenter/addBankCard',
      summary(0, 0, 0),
      'bind_card',
    ],
    [
      'bind card 1 with a card',
      { bind_card: on(1) },
      '/m/securityCenter/addBankCard',
      summary(0, 0, 1),
      'noRule',
    ],
    [
      'bind card 2 always (Pix route)',
      { bind_card: on(2) },
      '/m/securityCenter/addBankCardPix',
      summary(0, 0, 3),
      'bind_card',
    ],
    ['bind card 2 elsewhere', { bind_card: on(2) }, '/m/withdraw', summary(0, 0, 0), 'noRule'],
    [
      'bind card 3 is no mode',
      { bind_card: on(3) },
      '/m/securityCenter/addBankCard',
      summary(),
      'noRule',
    ],
  ] as const)('%s', (_name, settings, path, counts, expected) => {
    const decision = decidePrompt(input(settings, { path, summary: counts }));
    expect(decision.show ? decision.rule : decision.why).toBe(expected);
    if (decision.show) expect(decision).toMatchObject({ closable: true, route: true });
  });
});

describe('domain switch', () => {
  const domains = on('https://m.demo.example/, other.example');
  it.each([
    ['2, not listed: shows', 2, 'www.elsewhere.example', 'domains_switch'],
    ['2, listed: no', 2, 'm.demo.example', 'noRule'],
    ['2, a subdomain of a listed one: no', 2, 'aff1.other.example', 'noRule'],
    ['3, listed: shows', 3, 'M.DEMO.example', 'domains_switch'],
    ['3, not listed: no', 3, 'www.elsewhere.example', 'noRule'],
    ['1: no rule', 1, 'www.elsewhere.example', 'noRule'],
  ] as const)('%s', (_name, mode, domain, expected) => {
    const decision = decidePrompt(input({ domains_switch: on(mode), domains }, { domain }));
    expect(decision.show ? decision.rule : decision.why).toBe(expected);
  });

  it('counts for guests too when login is not required', () => {
    const guest = input({ domains_switch: on(2) }, { member: null, summary: null });
    expect(shows(guest)).toEqual({ rule: 'domains_switch', closable: true });
  });
});

describe('who gets a prompt', () => {
  const rule = { reg_days: on(0), domains_switch: on(2) };
  it.each([
    [
      'the master switch off',
      input({ ...rule, download_condition_switch: { enabled: false, value: null } }),
      'off',
    ],
    ['not offered (installed, native, no link)', input(rule, { offered: false }), 'notOffered'],
    ['already open', input(rule, { open: true }), 'open'],
    [
      'login required: a guest waits',
      input({ ...rule, login_required: on() }, { member: null }),
      'waitsForLogin',
    ],
    ['member type 4', input(rule, { member: member(1, 4) }), 'memberType'],
    ['member type not known yet', input(rule, { member: member(1, null) }), 'memberType'],
  ])('%s: %s', (_name, i, why) => {
    expect(decidePrompt(i)).toEqual({ show: false, why });
  });

  it.each([0, 1, 2])('member type %i counts', (type) => {
    expect(decidePrompt(input(rule, { member: member(1, type) })).show).toBe(true);
  });

  it('login required: the member gets it', () => {
    expect(shows(input({ ...rule, login_required: on() }))).toEqual({
      rule: 'reg_days',
      closable: true,
    });
  });
});

describe('closing and forced prompts in one session', () => {
  const closable = { reg_days: on(1) };
  const forced = { reg_days_forced: on(1) };

  it('closing sets the skip flag and counts the close', () => {
    expect(afterClose(afterClose(NEW_PROMPT_SESSION))).toEqual({
      skip: true,
      closes: 2,
      forcedShown: false,
    });
  });

  it('a closed prompt stays away for the session; a forced one still shows', () => {
    const closed = afterClose(NEW_PROMPT_SESSION);
    expect(shows(input(closable, { session: closed }))).toBe('closed');
    expect(shows(input(forced, { session: closed }))).toEqual({
      rule: 'reg_days_forced',
      closable: false,
    });
  });

  it('once a forced prompt has shown, the earlier-closed prompt can no longer be dismissed', () => {
    const closed = afterClose(NEW_PROMPT_SESSION);
    const seenForced = afterShown(closed, false);
    expect(seenForced.forcedShown).toBe(true);
    expect(shows(input(closable, { session: seenForced }))).toEqual({
      rule: 'reg_days',
      closable: false,
    });
    expect(afterShown(closed, true)).toBe(closed);
  });
});

describe('in-game popup', () => {
  const interval = { in_game_popup_interval: on(30) };
  it('after the interval, closable, regardless of the skip flag or the master switch', () => {
    const i = input(
      { ...interval, download_condition_switch: { enabled: false, value: null } },
      { session: afterClose(NEW_PROMPT_SESSION) },
    );
    expect(inGamePopup(i)).toEqual({ delayMs: 30_000, closable: true });
  });

  it.each([
    ['no interval set', input({})],
    ['not offered', input(interval, { offered: false })],
    ['member type 4', input(interval, { member: member(1, 4) })],
    ['login required, guest', input({ ...interval, login_required: on() }, { member: null })],
  ])('none when %s', (_name, i) => {
    expect(inGamePopup(i)).toBeNull();
  });

  it('cannot be dismissed after a forced prompt', () => {
    const session = afterShown(NEW_PROMPT_SESSION, false);
    expect(inGamePopup(input(interval, { session }))).toEqual({ delayMs: 30_000, closable: false });
  });
});

describe('promptNeeds', () => {
  it.each([
    [{}, { regDate: false, summary: false }],
    [{ reg_days_forced: on(3) }, { regDate: true, summary: false }],
    [{ withdrawal_least_times: on(1) }, { regDate: false, summary: true }],
    [{ bind_card: on(2) }, { regDate: false, summary: false }],
    [{ bind_card: on(1) }, { regDate: false, summary: true }],
    [{ first_deposit: on() }, { regDate: false, summary: true }],
  ])('%j', (settings, needs) => {
    expect(promptNeeds({ ...SWITCH, ...settings })).toEqual(needs);
    expect(promptNeeds(settings)).toEqual({ regDate: false, summary: false });
  });
});
