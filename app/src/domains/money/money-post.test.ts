// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import type { Translate } from '../../lib/i18n/i18n';
import { moneyErrorMessage, newIdempotencyKey, useIdempotencyKey } from './money-post';

describe('idempotency keys', () => {
  it('are v4 UUIDs, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('keep one key per intended move until it is done', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('gcash:50000');
    // A retry or a double tap of the same deposit: the same key, so the server makes one order.
    expect(result.current.keyFor('gcash:50000')).toBe(first);
    // The player changed the amount: another deposit.
    const second = result.current.keyFor('gcash:30000');
    expect(second).not.toBe(first);
    act(() => result.current.done());
    expect(result.current.keyFor('gcash:30000')).not.toBe(second);
  });
});

describe('money refusals', () => {
  const t = (key: string, vars?: Record<string, string | number>) =>
    vars ? `${key} ${JSON.stringify(vars)}` : key;
  const refusal = (errorCode: string, message = errorCode) =>
    new ApiError({ kind: 'failure', path: '/wps/v2/wallets/withdraw', errorCode, message });

  it.each([
    ['voucher.not.found', 'voucher.error.notFound'],
    ['voucher.already.claimed', 'voucher.error.claimed'],
    ['balance.insufficient', 'withdraw.error.balance'],
    ['withdraw.daily.count.reached', 'withdraw.error.dailyCount'],
    ['withdraw.account.duplicate', 'bank.error.duplicate'],
    ['deposit.not.allowed', 'deposit.notAllowed'],
  ])('%s reads as %s', (code, key) => {
    expect(moneyErrorMessage(refusal(code), t as Translate)).toBe(key);
  });

  it('names the limit a below-min or above-max refusal broke', () => {
    expect(moneyErrorMessage(refusal('amount.below.min'), t as Translate, { min: '₱100.00' })).toBe(
      'money.error.min {"amount":"₱100.00"}',
    );
    expect(moneyErrorMessage(refusal('amount.above.max'), t as Translate, { max: '₱9.00' })).toBe(
      'money.error.max {"amount":"₱9.00"}',
    );
  });

  it('falls back to the server’s words, then to a plain failure; offline says so', () => {
    expect(moneyErrorMessage(refusal('other.code', 'Server says no'), t as Translate)).toBe(
      'Server says no',
    );
    expect(moneyErrorMessage(refusal('other.code'), t as Translate)).toBe('money.error.failed');
    expect(moneyErrorMessage(new ApiError({ kind: 'network', path: '/x' }), t as Translate)).toBe(
      'error.offline',
    );
    expect(moneyErrorMessage(new Error('boom'), t as Translate)).toBe('money.error.failed');
  });
});
