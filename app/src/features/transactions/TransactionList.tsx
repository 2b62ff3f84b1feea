/** Ledger rows: what moved, the signed amount, the balance after, when, and its reference. */
import type { Transaction } from '@wps/contract/money';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { useMoney } from '../../domains/money/useMoney';
import { TYPE_LABEL } from './type-labels';

export function TransactionList({ items }: { items: readonly Transaction[] }) {
  const { t, language } = useI18n();
  const { money } = useMoney();
  return (
    <ul className="money-list" data-testid="transactions">
      {items.map((item) => (
        <li key={item.id} className="money-row" data-type={item.type}>
          <span className="money-row-main">
            <strong>{t(TYPE_LABEL[item.type])}</strong>
            <time className="muted" dateTime={new Date(item.createdAt).toISOString()}>
              {formatDate(language, item.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
            </time>
            {item.reference ? (
              <span className="muted" dir="ltr">
                {item.reference}
              </span>
            ) : null}
          </span>
          <span className="money-row-side">
            <strong dir="ltr" className={item.amountMinor < 0 ? 'amount-out' : 'amount-in'}>
              {item.amountMinor > 0 ? '+' : ''}
              {money(item.amountMinor)}
            </strong>
            <span className="muted">
              {t('transactions.balanceAfter')}{' '}
              <span dir="ltr">{money(item.balanceAfterMinor)}</span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
