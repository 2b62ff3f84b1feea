/**
 * Records the deposit event (spec §9, content id 99) once for each order that turns PAID: on
 * the event post today, and for the ad pixels of issue 16 with the order id as the shared
 * event id. A re-render, a changed status answer or a late member-info answer never sends a
 * second one for the same order.
 */
import { useEffect, useRef } from 'react';
import type { DepositOrder } from '@wps/contract/money';
import { useMemberInfo } from '../../lib/member/member-info';
import { useSession } from '../../lib/session/store';
import { useSiteStatus } from '../../lib/site/status';
import { collectEvent } from '../../lib/tracking/collect';
import { DEPOSIT_EVENT, depositEventValue } from '../../lib/tracking/deposit-event';

export function useDepositEvent(order: DepositOrder): void {
  const siteCurrency = useSiteStatus().data?.currency;
  const token = useSession().session?.token ?? null;
  const customerId = useMemberInfo(token).data?.customerId;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (order.status !== 'PAID' || sent.current === order.orderId) return;
    sent.current = order.orderId;
    collectEvent(
      DEPOSIT_EVENT,
      depositEventValue({
        orderId: order.orderId,
        amountMinor: order.amountMinor,
        siteCurrency,
        customerId,
      }),
    );
  }, [order.status, order.orderId, order.amountMinor, siteCurrency, customerId]);
}
