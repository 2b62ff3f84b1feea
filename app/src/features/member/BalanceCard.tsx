/**
 * The balance on the member home: the site's currency in the player's language, a
 * refresh, and the deposit and withdraw shortcuts.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { toMinor } from '@wps/contract/money';
import { useBalance } from '../../domains/money/balance';
import { useMoney } from '../../domains/money/useMoney';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import '../../styles/money.css';

export default function BalanceCard({ token }: { token: string }) {
  const { t } = useI18n();
  const { currency, money } = useMoney();
  const balance = useBalance(token);
  return (
    <section className="card balance-card" aria-labelledby="balance-title">
      <div className="balance-head">
        <h2 id="balance-title" className="section-title">
          {t('money.balance')}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('money.refresh')}
          aria-busy={balance.isFetching || undefined}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <Icon name="refresh" size={20} />
        </button>
      </div>
      <p className="balance-amount" dir="ltr" data-testid="member-balance">
        {balance.data ? money(toMinor(balance.data.sumBalance, currency.digits)) : '—'}
      </p>
      <div className="money-links">
        <AppLink className="btn btn-primary" to={Paths.voucherCenter}>
          {t('money.deposit')}
        </AppLink>
        <AppLink className="btn btn-secondary" to={Paths.withdraw}>
          {t('money.withdraw')}
        </AppLink>
      </div>
    </section>
  );
}
