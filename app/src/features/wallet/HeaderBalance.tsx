/** The member's balance in the header (design.md: "login/register or balance"). */
import { useI18n } from '../../lib/i18n/i18n';
import { LANGUAGE_INFO } from '../../lib/i18n/languages';
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
  const amount = new Intl.NumberFormat(language ? LANGUAGE_INFO[language].htmlLang : undefined, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(sumBalance);
  return (
    <span className="header-balance" dir="ltr" data-testid="header-balance">
      <span className="visually-hidden">{t('header.balance')} </span>
      {position === 'after' ? `${amount} ${currencySymbol}` : `${currencySymbol}${amount}`}
    </span>
  );
}
