/** The player's withdrawals with their status: pending, paid out or rejected (money returned). */
import type { Withdrawal } from '@wps/contract/money';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { useMoney } from '../../domains/money/useMoney';

const STATUS: Record<Withdrawal['status'], MessageKey> = {
  PENDING: 'withdraw.status.pending',
  APPROVED: 'withdraw.status.approved',
  REJECTED: 'withdraw.status.rejected',
};

export function WithdrawalList({ withdrawals }: { withdrawals: readonly Withdrawal[] }) {
  const { t, language } = useI18n();
  const { money } = useMoney();
  return (
    <section className="card" aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" className="section-title">
        {t('withdraw.history')}
      </h2>
      {withdrawals.length === 0 ? (
        <p className="muted">{t('withdraw.none')}</p>
      ) : (
        <ul className="money-list" data-testid="withdrawals">
          {withdrawals.map((w) => (
            <li key={w.id} className="money-row" data-status={w.status}>
              <span className="money-row-main">
                <strong dir="ltr">{money(w.amountMinor)}</strong>
                <span className="muted" dir="ltr">
                  {w.accountMasked}
                </span>
              </span>
              <span className="money-row-side">
                <span className={`status status-${w.status.toLowerCase()}`}>
                  {t(STATUS[w.status])}
                </span>
                <time className="muted" dateTime={new Date(w.createdAt).toISOString()}>
                  {formatDate(language, w.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
