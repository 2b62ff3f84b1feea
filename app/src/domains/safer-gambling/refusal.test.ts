import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import type { Translate } from '../../lib/i18n/i18n';
import type { RefusalFormat } from './refusal-format';
import { saferGamblingRefusal } from './refusal';

// The key and its variables, so a row says which message and which figures were chosen.
const t: Translate = (key, vars) => (vars ? `${key} ${JSON.stringify(vars)}` : key);
const format: RefusalFormat = {
  money: (minor) => `₱${minor / 100}`,
  time: (iso) => `at ${iso.slice(11, 16)}`,
};
const failure = (errorCode: string, value: unknown, message?: string) =>
  new ApiError({ kind: 'failure', path: '/wps/v2/wallets/deposit', errorCode, value, message });
const limit = {
  kind: 'DEPOSIT',
  period: 'DAILY',
  remainingMinor: 2500,
  resetsAt: '2026-11-26T16:00:00.000Z',
};

describe('saferGamblingRefusal', () => {
  it.each([
    [
      'deposit limit: what is left and when it starts over',
      failure('rg.deposit.limit', limit),
      'rg.refused.depositLimit {"amount":"₱25","time":"at 16:00"}',
    ],
    [
      'loss limit',
      failure('rg.loss.limit', { ...limit, kind: 'LOSS', remainingMinor: 0 }),
      'rg.refused.lossLimit {"amount":"₱0","time":"at 16:00"}',
    ],
    [
      'a limit refusal whose value is garbage: the server message, no figure',
      failure('rg.deposit.limit', { remainingMinor: 'lots' }, 'Over your limit'),
      'Over your limit',
    ],
    ['garbage and no server message', failure('rg.loss.limit', null), 'rg.refused.limitUnknown'],
    [
      'a time-out with its end',
      failure('rg.break.active', {
        kind: 'TIME_OUT',
        startedAt: '2026-11-26T10:00:00.000Z',
        endsAt: '2026-11-27T10:00:00.000Z',
      }),
      'rg.refused.timeOut {"time":"at 10:00"}',
    ],
    [
      'a self-exclusion with its end',
      failure('rg.break.active', {
        kind: 'SELF_EXCLUSION',
        startedAt: '2026-11-26T10:00:00.000Z',
        endsAt: '2027-05-27T00:00:00.000Z',
      }),
      'rg.refused.selfExclusion {"time":"at 00:00"}',
    ],
    [
      'an indefinite self-exclusion',
      failure('rg.break.active', {
        kind: 'SELF_EXCLUSION',
        startedAt: '2026-11-26T10:00:00.000Z',
        endsAt: null,
      }),
      'rg.refused.selfExclusionIndefinite',
    ],
    ['a break whose value is garbage', failure('rg.break.active', 7), 'rg.refused.breakUnknown'],
    ['a tool the site does not offer', failure('rg.tool.off', null), 'rg.refused.toolOff'],
    ['another failure: not ours', failure('money.amount.invalid', null), null],
    ['not an API error', new Error('boom'), null],
  ])('%s', (_name, error, expected) => {
    expect(saferGamblingRefusal(error, t, format)).toBe(expected);
  });
});
