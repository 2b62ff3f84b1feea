/**
 * The site's currency as the money pages need it (spec §3 currency, currencySymbol,
 * currencyPosition; §9: code cut to 3 letters, TLB is PHP) plus its minor digits, the unit every
 * amount of the money calls is counted in.
 */
import { useSiteStatus } from '../site/status';
import { currencyDigits, type SiteCurrency } from './format';

export type MoneyCurrency = SiteCurrency & {
  /** ISO 4217 exponent: 2 for PHP and BRL, 0 for VND. */
  digits: number;
};

type StatusCurrency = {
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
};

export function siteCurrency(status: StatusCurrency | undefined): MoneyCurrency {
  const code = status?.currency ?? '';
  return {
    code,
    symbol: status?.currencySymbol ?? '',
    position: status?.currencyPosition ?? 'before',
    digits: currencyDigits(code),
  };
}

export function useSiteCurrency(): MoneyCurrency {
  return siteCurrency(useSiteStatus().data);
}
