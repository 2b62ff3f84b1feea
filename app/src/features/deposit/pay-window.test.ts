// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isWebUrl, sendToPayment } from './pay-window';

function fakeWindow() {
  return { closed: false, opener: {} as unknown, location: { href: 'about:blank' } };
}

describe('payment window', () => {
  it.each([
    ['https://pay.example/checkout?o=1', true],
    ['http://localhost:8080/sandbox-pay/pay.html?order=1', true],
    ['/sandbox-pay/pay.html', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
  ])('%s is a web page: %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected);
  });

  it('points the window opened in the tap at the payment page, without an opener', () => {
    const win = fakeWindow();
    expect(sendToPayment(win as unknown as Window, 'https://pay.example/x')).toBe(true);
    expect(win.location.href).toBe('https://pay.example/x');
    expect(win.opener).toBeNull();
  });

  it('reports a blocked or closed window, or a payUrl that is not a web page', () => {
    expect(sendToPayment(null, 'https://pay.example/x')).toBe(false);
    expect(
      sendToPayment({ ...fakeWindow(), closed: true } as unknown as Window, 'https://a.b'),
    ).toBe(false);
    const win = fakeWindow();
    expect(sendToPayment(win as unknown as Window, 'javascript:alert(1)')).toBe(false);
    expect(win.location.href).toBe('about:blank');
    vi.restoreAllMocks();
  });
});
