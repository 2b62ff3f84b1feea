// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoneyApi } from '@wps/contract/money';
import { accountSummaryQuery, ACCOUNT_SUMMARY_POLL_MS, readableAccounts } from './account-summary';

const pix = {
  id: 'a1',
  kind: 'PIX',
  name: 'Pix',
  holderName: 'Ana Souza',
  masked: '•••• 5678',
  pixKeyType: 'PHONE',
};

const json = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('account summary', () => {
  it('keeps the entries it can read and drops the others', () => {
    expect(readableAccounts([pix, { id: 7 }, null, 'x', { ...pix, kind: 'CARD' }])).toEqual([pix]);
  });

  describe('polling', () => {
    let fetchMock: ReturnType<typeof vi.fn>;
    let visibility: DocumentVisibilityState;
    beforeEach(() => {
      vi.useFakeTimers();
      visibility = 'visible';
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
      fetchMock = vi.fn(() =>
        Promise.resolve(
          json({
            totalDepositSuccessCount: 2,
            fullBankCardList: [pix, { broken: true }],
          }),
        ),
      );
      vi.stubGlobal('fetch', fetchMock);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('asks every 30 s while the page is visible and not while it is hidden', async () => {
      const client = new QueryClient();
      const observer = new QueryObserver(client, accountSummaryQuery('token'));
      const unsubscribe = observer.subscribe(() => undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe(MoneyApi.accountSummary);
      expect(observer.getCurrentResult().data).toMatchObject({
        totalDepositSuccessCount: 2,
        totalWithdrawSuccessCount: 0,
        bankCards: [pix],
        eWallets: [],
      });

      await vi.advanceTimersByTimeAsync(ACCOUNT_SUMMARY_POLL_MS - 1);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);

      visibility = 'hidden';
      await vi.advanceTimersByTimeAsync(3 * ACCOUNT_SUMMARY_POLL_MS);
      expect(fetchMock).toHaveBeenCalledTimes(2);

      visibility = 'visible';
      await vi.advanceTimersByTimeAsync(ACCOUNT_SUMMARY_POLL_MS);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      unsubscribe();
      client.clear();
    });
  });
});
