import { describe, expect, it } from 'vitest';
import { frameAddress, siblingFrameHost } from './frame-address';

describe('the pixel frame’s host when the status names none: the site’s sibling', () => {
  it.each([
    ['m.site.example', 'pixels.site.example'],
    ['www.site.com.br', 'pixels.site.com.br'],
    ['site.example', 'pixels.site.example'],
    ['play.site.example', 'pixels.play.site.example'],
    ['localhost', null],
    ['127.0.0.1', null],
    ['[::1]', null],
    ['intranet', null],
  ])('%s → %s', (host, sibling) => {
    expect(siblingFrameHost(host)).toBe(sibling);
  });
});

describe('the pixel frame’s address', () => {
  const page = new URL('https://m.site.example/m/home?token=abc');

  it('names the app’s origin, never the page’s address', () => {
    expect(frameAddress(undefined, page)?.href).toBe(
      'https://pixels.site.example/m/pixel-frame.html?app=https%3A%2F%2Fm.site.example',
    );
  });

  it('takes the status’s frame', () => {
    const configured = 'https://tags.site.example/m/pixel-frame.html';
    expect(frameAddress(configured, page)?.origin).toBe('https://tags.site.example');
  });

  it.each([
    ['the app’s own origin', 'https://m.site.example/m/pixel-frame.html'],
    ['a relative address (the app’s origin)', '/m/pixel-frame.html'],
    ['plain http under https', 'http://pixels.site.example/m/pixel-frame.html'],
    ['another scheme', 'javascript:alert(1)'],
  ])('refuses %s: no pixel runs', (_name, configured) => {
    expect(frameAddress(configured, page)).toBeNull();
  });

  it('has no default on a loopback name (the sandbox names its frame)', () => {
    expect(frameAddress(undefined, new URL('http://localhost:8080/m/home'))).toBeNull();
    expect(
      frameAddress('http://127.0.0.1:8080/m/pixel-frame.html', new URL('http://localhost:8080/m'))
        ?.origin,
    ).toBe('http://127.0.0.1:8080');
  });
});
