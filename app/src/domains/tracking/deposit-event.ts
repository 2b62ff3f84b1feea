/**
 * The deposit event (spec §3 tracking payload, §9: deposit events use content id 99; the
 * currency is cut to 3 letters and TLB is PHP). Built here, from integer minor units, so the
 * amount a network reads is exact. The ad pixels get the same payload, with the
 * order id as the event id they de-duplicate on. No user name and no token: ad networks and the
 * event post never get either.
 */
import { currencyCode, minorDigits } from '@wps/contract/currency';

export const DEPOSIT_CONTENT_ID = 99;

export type DepositEventInput = {
  orderId: string;
  amountMinor: number;
  /** The site's currency as the status sends it (TLB, PHPX...). */
  siteCurrency: string | undefined;
  customerId?: number | undefined;
};

export type DepositEventValue = {
  eventID: string;
  customerId: string;
  /** Major units as an exact decimal string ("500.00"), and the same as a number. */
  amount: string;
  value: number;
  revenue: number;
  af_revenue: number;
  currency: string;
  contentId: number;
  content_ids: string[];
};

/** Minor units as an exact major-unit decimal: 50000 with 2 digits is "500.00", never 499.99…. */
export function majorDecimal(amountMinor: number, digits: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const units = String(Math.abs(Math.trunc(amountMinor))).padStart(digits + 1, '0');
  if (digits === 0) return sign + units;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

export function depositEventValue(input: DepositEventInput): DepositEventValue {
  const currency = currencyCode(input.siteCurrency);
  const amount = majorDecimal(input.amountMinor, minorDigits(currency));
  const value = Number(amount);
  return {
    eventID: input.orderId,
    customerId: input.customerId === undefined ? '' : String(input.customerId),
    amount,
    value,
    revenue: value,
    af_revenue: value,
    currency,
    contentId: DEPOSIT_CONTENT_ID,
    content_ids: [String(DEPOSIT_CONTENT_ID)],
  };
}
