import { describe, expect, it } from 'vitest';
import { depositEventValue, majorDecimal } from './deposit-event';

describe('majorDecimal', () => {
  it.each([
    [50000, 2, '500.00'],
    [115, 2, '1.15'],
    [5, 2, '0.05'],
    [0, 2, '0.00'],
    [1250000, 0, '1250000'],
    [1234, 3, '1.234'],
    [-250, 2, '-2.50'],
    [Number.MAX_SAFE_INTEGER, 2, '90071992547409.91'],
  ])('%i minor units with %i digits is %s', (minor, digits, text) =>
    expect(majorDecimal(minor, digits)).toBe(text),
  );
});

describe('the deposit event (spec §9: content id 99, currency cut to 3 letters, TLB is PHP)', () => {
  it.each([
    ['PHP', 50000, 'PHP', '500.00', 500],
    ['TLB', 50000, 'PHP', '500.00', 500],
    ['tlb', 12345, 'PHP', '123.45', 123.45],
    ['PHPX', 100, 'PHP', '1.00', 1],
    ['VND', 1250000, 'VND', '1250000', 1250000],
    ['BRLX', 999, 'BRL', '9.99', 9.99],
    ['KWD', 1234, 'KWD', '1.234', 1.234],
    [undefined, 500, '', '5.00', 5],
  ])('site currency %s, %i minor → %s %s', (site, minor, currency, amount, value) => {
    const event = depositEventValue({
      orderId: 'D1',
      amountMinor: minor,
      siteCurrency: site,
      customerId: 7,
    });
    expect(event).toEqual({
      eventID: 'D1',
      customerId: '7',
      amount,
      value,
      revenue: value,
      af_revenue: value,
      currency,
      contentId: 99,
      content_ids: ['99'],
    });
  });

  it('carries no user name or token, and an unknown customer is empty', () => {
    const event = depositEventValue({ orderId: 'D2', amountMinor: 1, siteCurrency: 'PHP' });
    expect(event.customerId).toBe('');
    expect(Object.keys(event)).not.toEqual(
      expect.arrayContaining(['customerName', 'userName', 'token']),
    );
  });
});
