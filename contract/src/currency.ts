/**
 * Site currency helpers of the money contract (contract/README.md "Money"), re-exported by
 * ./money.ts. Kept apart from the schemas so code that only formats amounts stays small.
 */

/** ISO 4217 exponent of a currency code as Intl knows it (2 when Intl does not know it). */
export function minorDigits(currency: string): number {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Major units (a platform number such as 1250.5) to integer minor units, rounded once. */
export function toMinor(major: number, digits: number): number {
  return Math.round(major * 10 ** digits);
}

/**
 * The ISO code a site currency stands for (spec §9): cut to 3 letters, TLB (the platform's
 * name for its Philippine test currency) is PHP. Empty when the site sends none.
 */
export function currencyCode(raw: string | undefined): string {
  const code = (raw ?? '').trim().toUpperCase().slice(0, 3);
  return code === 'TLB' ? 'PHP' : code;
}
