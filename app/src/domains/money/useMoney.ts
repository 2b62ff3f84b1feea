/** Formats minor units in the site's currency and the player's language (spec §3, §9). */
import { useCallback } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { LANGUAGE_INFO } from '../../lib/i18n/languages';
import { useSiteCurrency, type MoneyCurrency } from './currency';
import { formatMoney } from './format';

/** Left-to-right isolate: an amount inside a right-to-left sentence keeps its own order. */
const LRI = '\u2066';
const PDI = '\u2069';

export function useMoney(): {
  currency: MoneyCurrency;
  /** For an element of its own (give it dir="ltr"). */
  money: (amountMinor: number) => string;
  /** For a place in a translated sentence: isolated when the language is right to left. */
  moneyInText: (amountMinor: number) => string;
} {
  const { language } = useI18n();
  const currency = useSiteCurrency();
  const { code, symbol, position } = currency;
  const rtl = !!language && LANGUAGE_INFO[language].dir === 'rtl';
  const money = useCallback(
    (amountMinor: number) => formatMoney(language, amountMinor, { code, symbol, position }),
    [language, code, symbol, position],
  );
  const moneyInText = useCallback(
    (amountMinor: number) => (rtl ? `${LRI}${money(amountMinor)}${PDI}` : money(amountMinor)),
    [money, rtl],
  );
  return { currency, money, moneyInText };
}
