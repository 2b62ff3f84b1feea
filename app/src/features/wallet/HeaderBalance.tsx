/** The member's balance in the header (design.md: "login/register or balance"). */
import { toMinor } from '@wps/contract/currency';
import { useI18n } from '../../lib/i18n/i18n';
import { currencyDigits, formatMoney } from '../../domains/money/format';
import { useBalance } from './api/balance';

export function HeaderBalance({
  token,
  position,
}: {
  token: string;
  position: 'before' | 'after';
}) {
  const { t, language } = useI18n();
  const balance = useBalance(token);
  if (!balance.data) return null;
  const { sumBalance, currency, currencySymbol } = balance.data;
  // sumBalance is the platform's major units (contract "Money"): converted once, here.
  const amountMinor = toMinor(sumBalance, currencyDigits(currency));
  const amount = formatMoney(language, amountMinor, {
    code: currency,
    symbol: currencySymbol,
    position,
  });
  return (
    <span className="header-balance" dir="ltr" data-testid="header-balance">
      <span className="visually-hidden">{t('header.balance')} </span>
      {amount}
    </span>
  );
}
