/**
 * A deposit on its way: the order is polled until PAID, FAILED or EXPIRED. Once paid, the
 * balance and the account summary are asked again at once, and the summary once more 2.5 s later
 * (spec §9: the check after a deposit event; the count may lag the order on a real back end).
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositOrder } from '@wps/contract/money';
import { useI18n } from '../../lib/i18n/i18n';
import { moneyKeys } from '../../domains/money/account-summary';
import { walletKeys } from '../../domains/money/balance';
import { useMoney } from '../../domains/money/useMoney';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { isFinal, useDepositOrder } from './api/deposit-order';
import { NewBalance } from './NewBalance';
import { useDepositEvent } from './useDepositEvent';

/** Spec §9: the account summary is checked 2.5 s after a deposit event. */
export const DEPOSIT_CHECK_MS = 2_500;

export function DepositProgress({
  first,
  windowOpened,
  onDone,
  onAgain,
}: {
  first: DepositOrder;
  windowOpened: boolean;
  onDone: () => void;
  onAgain: () => void;
}) {
  const { t } = useI18n();
  const { moneyInText } = useMoney();
  const queryClient = useQueryClient();
  const order = useDepositOrder(first).data ?? first;
  const final = isFinal(order);
  useDepositEvent(order);
  // The outcome takes the place of the waiting card: focus moves to it so it is read out.
  const outcome = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (final) outcome.current?.focus();
  }, [final]);

  useEffect(() => {
    if (!final) return;
    onDone();
    if (order.status !== 'PAID') return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    const check = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
      DEPOSIT_CHECK_MS,
    );
    return () => clearTimeout(check);
  }, [final, order.status, onDone, queryClient]);

  if (order.status === 'PENDING') {
    return (
      <section className="card money-status" aria-labelledby="deposit-waiting">
        <h2 id="deposit-waiting" className="money-status-title">
          {t('deposit.waiting', { amount: moneyInText(order.amountMinor) })}
        </h2>
        <Spinner label={t('common.pleaseWait')} />
        <p className="muted">{windowOpened ? t('deposit.waitingHint') : t('deposit.openHint')}</p>
        <a
          className="btn btn-secondary btn-block"
          href={order.payUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('deposit.openPayment')}
        </a>
      </section>
    );
  }
  const paid = order.status === 'PAID';
  return (
    <section className="card money-status" aria-labelledby="deposit-result">
      <span className={`money-status-icon${paid ? ' ok' : ' bad'}`} aria-hidden="true">
        <Icon name={paid ? 'check' : 'alert'} size={32} />
      </span>
      <h2 id="deposit-result" className="money-status-title" ref={outcome} tabIndex={-1}>
        {paid
          ? t('deposit.paid', { amount: moneyInText(order.amountMinor) })
          : order.status === 'FAILED'
            ? t('deposit.failed')
            : t('deposit.expired')}
      </h2>
      {paid ? <NewBalance /> : null}
      <Button variant="secondary" block onClick={onAgain}>
        {t('deposit.again')}
      </Button>
    </section>
  );
}
