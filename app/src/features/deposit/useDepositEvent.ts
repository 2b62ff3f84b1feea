/**
 * Records the deposit event (spec §9, content id 99) once for each order that turns PAID, on
 * the event post and the site's ad pixels with the order id as the shared event id; and the
 * first-deposit event too when the account summary counted no deposit before this one (read
 * from the cache: no extra request). A re-render, a changed status answer or a late member-info
 * answer never sends a second one for the same order.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositOrder } from '@wps/contract/money';
import { moneyKeys, type ReadAccountSummary } from '../../domains/money/account-summary';
import { useMemberInfo } from '../../domains/member/member-info';
import { useSession } from '../../lib/session/store';
import { useSiteStatus } from '../../domains/site/status';
import { depositEventValue } from '../../domains/tracking/deposit-event';
import { trackEvent } from '../../domains/tracking/track';

export function useDepositEvent(order: DepositOrder): void {
  const siteCurrency = useSiteStatus().data?.currency;
  const token = useSession().session?.token ?? null;
  const customerId = useMemberInfo(token).data?.customerId;
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (order.status !== 'PAID' || sent.current === order.orderId) return;
    sent.current = order.orderId;
    const summary = queryClient.getQueryData<ReadAccountSummary>(
      moneyKeys.accountSummary(token ?? ''),
    );
    const { eventID, ...value } = depositEventValue({
      orderId: order.orderId,
      amountMinor: order.amountMinor,
      siteCurrency,
      customerId,
    });
    if (summary?.totalDepositSuccessCount === 0) {
      void trackEvent('firstDeposit', value, eventID).catch(() => undefined);
    }
    void trackEvent('deposit', value, eventID).catch(() => undefined);
  }, [
    order.status,
    order.orderId,
    order.amountMinor,
    siteCurrency,
    customerId,
    queryClient,
    token,
  ]);
}
