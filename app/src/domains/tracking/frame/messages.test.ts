import { describe, expect, it } from 'vitest';
import { appOriginOf, asFrameMessage, onlyClickIds, toFrameEvent } from './messages';

describe('what the pixel frame is told of an event', () => {
  it('its name, value, currency, id and click ids, nothing of the rest of its value', () => {
    const value = {
      value: 500,
      currency: 'PHP',
      amount: '500.00',
      customerId: '7',
      token: 'secret-token',
      userName: 'demo01',
      note: 'typed by the player',
    };
    expect(toFrameEvent('deposit', value, 'order-1', { twclid: 'tw1' })).toEqual({
      type: 'wps-pixels',
      kind: 'event',
      name: 'deposit',
      value: 500,
      currency: 'PHP',
      eventID: 'order-1',
      clickIds: { twclid: 'tw1' },
    });
  });

  it('no value or currency that is not a number and a code', () => {
    const event = toFrameEvent('login', { value: '5', currency: 'pesos' }, 'e1', {});
    expect(event).not.toHaveProperty('value');
    expect(event).not.toHaveProperty('currency');
  });

  it('the click ids only, as strings', () => {
    expect(
      onlyClickIds({ gclid: 'g1', fbc: 'fb.1.2.x', token: 't', utm_source: 'ads', ttclid: 3 }),
    ).toEqual({ gclid: 'g1', utm_source: 'ads' });
  });
});

describe('the messages the frame and the app take', () => {
  const clickIds = {};
  it.each([
    [{ type: 'wps-pixels', kind: 'ready' }, true],
    [{ type: 'wps-pixels', kind: 'event', name: 'login', eventID: 'e', clickIds }, true],
    [{ type: 'wps-pixels', kind: 'event', name: 'steal', eventID: 'e', clickIds }, false],
    [{ type: 'wps-pixels', kind: 'event', name: 'login', clickIds }, false],
    [{ type: 'wps-pixels', kind: 'start', ids: {}, scripts: {}, path: '/m', clickIds }, true],
    [
      { type: 'wps-pixels', kind: 'start', ids: { meta: 1 }, scripts: {}, path: '/m', clickIds },
      false,
    ],
    [{ type: 'other', kind: 'ready' }, false],
    ['wps-pixels', false],
  ])('%j → %s', (data, taken) => {
    expect(asFrameMessage(data) !== null).toBe(taken);
  });

  it.each([
    [
      'https://pixels.site.example/m/pixel-frame.html?app=https://m.site.example',
      'https://m.site.example',
    ],
    ['https://pixels.site.example/m/pixel-frame.html?app=https://pixels.site.example', null],
    ['https://pixels.site.example/m/pixel-frame.html?app=nonsense', null],
    ['https://pixels.site.example/m/pixel-frame.html', null],
  ])('the app’s origin of %s is %s', (href, origin) => {
    expect(appOriginOf(href)).toBe(origin);
  });
});
