/** The member's balance in the header (design.md: "login/register or balance"). */
import { formatNumber } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
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
  const { sumBalance, currencySymbol } = balance.data;
  const amount = formatNumber(language, sumBalance, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <span className="header-balance" dir="ltr" data-testid="header-balance">
      <span className="visually-hidden">{t('header.balance')} </span>
      {position === 'after' ? `${amount} ${currencySymbol}` : `${currencySymbol}${amount}`}
    </span>
  );
}
