import { describe, expect, it } from 'vitest';
import type { PixelSettings } from '@wps/contract/tracking';
import { depositEventValue } from './deposit-event';
import {
  buildEvent,
  channelsOf,
  clickIdsOf,
  NEVER_SENT,
  newEventId,
  pageUrlOf,
  pixelIdsOf,
  withoutSecrets,
  type TrackedEvent,
  type TrackingContext,
} from './event-payload';

const pixels: PixelSettings = {
  tid: 'T-1',
  fbPixelId: 'FB1',
  tiktokPixelId: 'TT1',
  googleAdsId: 'AW-1',
  kwaiPixelId: '',
  bigoPixelId: 'BG1',
  scripts: { meta: 'http://127.0.0.1:8080/sandbox-pixel/meta.js' },
};
const context: TrackingContext = {
  domain: 'www.demo.example',
  affiliateCode: 'agent7',
  pixels,
  clickIds: { gclid: 'g1', twclid: 'tw1', utm_source: 'ads', fbc: 'fb.1.1.x' },
  s2s: null,
};
const deposit = (siteCurrency: string) => {
  const { eventID, ...value } = depositEventValue({
    orderId: 'D9',
    amountMinor: 50000,
    siteCurrency,
    customerId: 7,
  });
  return [value, eventID] as const;
};

/** Pixel ids, click ids, channels and the event id every event carries in this context. */
const SHARED = {
  tid: 'T-1',
  fbPixelId: 'FB1',
  tiktokPixelId: 'TT1',
  googleAdsId: 'AW-1',
  bigoPixelId: 'BG1',
  gclid: 'g1',
  twclid: 'tw1',
  utm_source: 'ads',
  fbc: 'fb.1.1.x',
  channels: ['meta', 'tiktok', 'google', 'bigo'],
};

describe('the event post payload (spec §3, §9)', () => {
  it.each<[TrackedEvent, Record<string, unknown>, string, Record<string, unknown>]>([
    ['register', { customerId: '7' }, 'e-1', { customerId: '7' }],
    ['login', {}, 'e-2', {}],
    [
      'deposit',
      ...deposit('TLB'),
      { customerId: '7', amount: '500.00', revenue: 500, af_revenue: 500, currency: 'PHP' },
    ],
    ['deposit', ...deposit('PHP'), { value: 500, contentId: 99, content_ids: ['99'] }],
    ['firstDeposit', ...deposit('PHPX'), { currency: 'PHP', contentId: 99, amount: '500.00' }],
    ['deposit', ...deposit('VNDX'), { currency: 'VND', amount: '50000', value: 50000 }],
  ])(
    '%s carries its value, the pixel and click ids, channels and the event id',
    (name, value, id, expected) => {
      const event = buildEvent(name, value, id, context);
      expect(event).toMatchObject({
        domain: 'www.demo.example',
        affiliateCode: 'agent7',
        eventName: name,
      });
      expect(event.eventValue).toMatchObject({ ...expected, ...SHARED, eventID: id });
    },
  );

  it('a deposit event uses the order id as its event id', () => {
    const [value, eventID] = deposit('PHP');
    expect(buildEvent('deposit', value, eventID, context).eventValue.eventID).toBe('D9');
  });

  it.each([
    ['token', { token: 'secret-token' }],
    ['tokens', { tokens: 'secret-token' }],
    ['password', { password: 'abc123' }],
    ['user name', { userName: 'player1' }],
    ['username', { username: 'player1' }],
    ['customer name', { customerName: 'player1' }],
    ['nested', { extra: { Token: 'secret-token', list: [{ PASSWORD: 'abc123' }] } }],
  ])('never carries a %s, whatever the caller hands over', (_what, value) => {
    const event = buildEvent('register', { customerId: '7', ...value }, 'e-3', {
      ...context,
      s2s: { gpsAdid: 'g-1' },
    });
    const text = JSON.stringify(event);
    expect(text).not.toMatch(/secret-token|abc123|player1/);
    for (const key of NEVER_SENT) expect(text.toLowerCase()).not.toContain(`"${key}"`);
  });

  it('sends s2s_info only when the native shell gave some, and nothing empty', () => {
    const bare: TrackingContext = { ...context, pixels: null, clickIds: {} };
    expect(buildEvent('login', {}, 'e-4', bare).eventValue).toEqual({ eventID: 'e-4' });
    expect(buildEvent('login', {}, 'e-5', { ...bare, s2s: { idfa: 'i-1' } }).eventValue).toEqual({
      s2s_info: { idfa: 'i-1' },
      eventID: 'e-5',
    });
  });
});

describe('pixel ids, channels and click ids', () => {
  it('lists the networks whose pixel id is set, in a fixed order', () => {
    expect(channelsOf(pixels)).toEqual(['meta', 'tiktok', 'google', 'bigo']);
    expect(channelsOf(null)).toEqual([]);
    expect(pixelIdsOf({ kwaiPixelId: 'K1', scripts: { kwai: 'x' } })).toEqual({
      kwaiPixelId: 'K1',
    });
  });

  it.each([
    ['?gclid=g&twclid=t&utm_source=s', {}, {}, { gclid: 'g', twclid: 't', utm_source: 's' }],
    ['', { ttclid: 'kept' }, {}, { ttclid: 'kept' }],
    ['?ttclid=new', { ttclid: 'kept', kwaiclid: 'k' }, {}, { ttclid: 'new', kwaiclid: 'k' }],
    ['?fbclid=f&token=x', {}, { _fbc: 'c', _fbp: 'p' }, { fbc: 'c', fbp: 'p' }],
  ])('%s with kept %j and cookies %j → %j', (search, kept, jar, expected) => {
    const cookies = (name: string) => (jar as Record<string, string>)[name] ?? null;
    expect(clickIdsOf(search, cookies, kept)).toEqual(expected);
  });
});

describe('the page address given to a pixel', () => {
  it.each([
    ['https://w.example/m/home?token=abc&r=1', 'https://w.example/m/home?r=1'],
    ['https://w.example/m/home?tokens=abc&username=p1#x', 'https://w.example/m/home#x'],
    ['https://w.example/m/home?Password=abc&twclid=t', 'https://w.example/m/home?twclid=t'],
    ['https://w.example/m/home', 'https://w.example/m/home'],
  ])('%s → %s', (href, expected) => expect(pageUrlOf(href)).toBe(expected));
});

describe('withoutSecrets and event ids', () => {
  it('keeps everything else as it is', () => {
    expect(withoutSecrets({ a: [1, { b: null }], c: 'x' })).toEqual({
      a: [1, { b: null }],
      c: 'x',
    });
  });

  it('makes a different id each time', () => {
    expect(newEventId()).not.toBe(newEventId());
  });
});
