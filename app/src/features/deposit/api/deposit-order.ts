/**
 * GET /wps/v2/wallets/deposit/{orderId} (contract "Money"): the order polled while the player
 * pays in the other window, until it is PAID, FAILED or EXPIRED. Like every refetchInterval of
 * TanStack Query, the polling pauses while the page is hidden.
 */
import { useQuery } from '@tanstack/react-query';
import { depositOrderSchema, MoneyApi, type DepositOrder } from '@wps/contract/money';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';
import { depositKeys } from './deposit-settings';

/** Often enough that a paid deposit shows at once, rarely enough for a busy server. */
export const ORDER_POLL_MS = 2_000;

export const depositOrderCall = (orderId: string) =>
  defineCall({
    method: 'GET',
    path: MoneyApi.depositOrder(orderId),
    auth: true,
    value: depositOrderSchema,
  });

export function isFinal(order: DepositOrder | undefined): boolean {
  return !!order && order.status !== 'PENDING';
}

export function useDepositOrder(first: DepositOrder | null) {
  return useQuery({
    queryKey: depositKeys.order(first?.orderId ?? ''),
    queryFn: () => request(depositOrderCall(first?.orderId ?? ''), { alert: false }),
    enabled: !!first,
    initialData: first ?? undefined,
    // The order answered by the post is already fresh: the first poll comes one interval later.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 0,
    refetchInterval: (query) => (isFinal(query.state.data) ? false : ORDER_POLL_MS),
    refetchIntervalInBackground: false,
    // A player back from the payment window sees the answer at once.
    refetchOnWindowFocus: (query) => !isFinal(query.state.data),
  });
}
