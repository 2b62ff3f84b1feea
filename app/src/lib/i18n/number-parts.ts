/**
 * The pieces of a formatted number (integer, group, decimal, fraction...), to rebuild one. Its
 * own module, not in ./format.ts, so that the first paint (which loads ./format.ts) does not
 * carry it: only money formatting, in lazy chunks, uses it.
 */
import { intlLocale } from './format';
import type { Language } from './languages';

export function formatNumberToParts(
  language: Language | null,
  value: number | bigint,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormatPart[] {
  return new Intl.NumberFormat(intlLocale(language), options).formatToParts(value);
}
