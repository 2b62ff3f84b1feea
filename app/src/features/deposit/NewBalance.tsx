/** The balance after a deposit or a voucher, as the server now reports it. */
import { useI18n } from '../../lib/i18n/i18n';
import { toMinor } from '@wps/contract/money';
import { useBalance } from '../../domains/money/balance';
import { useMoney } from '../../domains/money/useMoney';
import { useSession } from '../../lib/session/store';

export function NewBalance() {
  const { t } = useI18n();
  const { session } = useSession();
  const { currency, money } = useMoney();
  const balance = useBalance(session?.token ?? null);
  if (!balance.data || balance.isFetching) return null;
  return (
    <p className="money-balance" data-testid="new-balance">
      <span>{t('money.balance')} </span>
      <strong dir="ltr">{money(toMinor(balance.data.sumBalance, currency.digits))}</strong>
    </p>
  );
}
