/**
 * Money on screen and in amount fields. Amounts are integer minor units (contract
 * "Money"); nothing here multiplies or divides a float, because 1.15 * 100 is 114.99999999999999
 * and 9007199254740991 / 100 formats as ...409.90.
 */
import { currencyCode, minorDigits } from '@wps/contract/currency';
import { formatNumber } from '../../lib/i18n/format';
import { formatNumberToParts } from '../../lib/i18n/number-parts';
import type { Language } from '../../lib/i18n/languages';

/** The site's currency as its status sends it (spec §3: currency, currencySymbol, position). */
export type SiteCurrency = {
  /** The raw site currency: cut to 3 letters and TLB read as PHP here. */
  code: string;
  symbol: string;
  position: 'before' | 'after';
};

/**
 * The minor digits of a raw site currency (ISO 4217 exponent after currencyCode: PHP 2, VND 0;
 * 2 when the site sends none), for toMinor, parseAmount and formatAmountInput.
 */
export function currencyDigits(rawCode: string): number {
  const code = currencyCode(rawCode);
  return code ? minorDigits(code) : 2;
}

/** |minor| split into whole units and the fraction's digits, in integers of any size. */
function splitMinor(amountMinor: number, digits: number): { whole: bigint; fraction: string } {
  // A bad number must not print NaN on the balance: it shows as zero.
  const abs = BigInt(Number.isFinite(amountMinor) ? Math.abs(Math.round(amountMinor)) : 0);
  const scale = 10n ** BigInt(digits);
  return { whole: abs / scale, fraction: String(abs % scale).padStart(digits, '0') };
}

/**
 * The amount in the language's locale with exactly the currency's minor digits, and the SITE's
 * symbol (before without a space, after with one) rather than the locale's: operators choose how
 * their currency looks. No symbol: the ISO code after. A minus goes before everything.
 *
 * Exact at any size without floats: `Intl` formats the whole units as a BigInt with `digits`
 * zero decimals, then the zero fraction is replaced by the real fraction digits formatted in
 * the same locale (so Bengali or Myanmar digits stay native). `Intl` never sees a division.
 */
export function formatMoney(
  language: Language | null,
  amountMinor: number,
  currency: SiteCurrency,
): string {
  const code = currencyCode(currency.code);
  const digits = currencyDigits(currency.code);
  const { whole, fraction } = splitMinor(amountMinor, digits);
  const fractionText = formatNumber(language, Number(fraction), {
    minimumIntegerDigits: Math.max(digits, 1),
    useGrouping: false,
  });
  const number = formatNumberToParts(language, whole, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .map((part) => (part.type === 'fraction' ? fractionText : part.value))
    .join('');
  const sign = amountMinor < 0 && (whole > 0n || Number(fraction) > 0) ? '-' : '';
  const symbol = currency.symbol.trim();
  if (!symbol) return code ? `${sign}${number} ${code}` : `${sign}${number}`;
  return currency.position === 'after' ? `${sign}${number} ${symbol}` : `${sign}${symbol}${number}`;
}

export type AmountParse =
  { ok: true; minor: number } | { ok: false; error: 'empty' | 'invalid' | 'decimals' };

/** Full-width digits, comma and full stop (Chinese and Japanese keyboards) as ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[\uff0c\uff0e\uff10-\uff19]/g, (c) =>
    String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );
}

/**
 * A typed amount as integer minor units. Digits with at most one decimal separator ('.' or
 * ',', whichever the player's keyboard has) and at most `digits` decimals; no sign, exponent,
 * spaces or grouping: '1.000' is a thousand in pt-BR and one in English, so grouping is refused
 * rather than guessed ('1,000.50' is 'invalid'; '1.000' with 2 digits is 'decimals').
 * The minor units are the digit string itself (whole digits, then the fraction padded to
 * `digits`), so no float is ever multiplied. Beyond Number.MAX_SAFE_INTEGER is 'invalid'.
 */
export function parseAmount(input: string, digits: number): AmountParse {
  const text = asciiDigits(input.trim());
  if (!text) return { ok: false, error: 'empty' };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) return { ok: false, error: 'invalid' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return { ok: false, error: 'decimals' };
  const minorText = `${whole}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  // 17 digits and more are above 2^53 whatever they are; Number() of 16 is exact or unsafe.
  const minor = minorText.length > 16 ? NaN : Number(minorText);
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false, error: 'invalid' };
}

/** Minor units as an amount field shows them (preset chips): '100', '100.50', '0.05'. */
export function formatAmountInput(minor: number, digits: number): string {
  const { whole, fraction } = splitMinor(minor, digits);
  const sign = minor < 0 ? '-' : '';
  return /[1-9]/.test(fraction) ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}
