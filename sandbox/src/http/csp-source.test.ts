import { describe, expect, it } from 'vitest';
import { directives, policyAllows, sourceMatches } from './csp-source.ts';

const SELF = 'https://m.site.example';

describe('sourceMatches', () => {
  it.each([
    // source, url, matches
    ["'self'", 'https://m.site.example/m/assets/a.js', true],
    ["'self'", 'https://pixels.site.example/a.js', false],
    ["'self'", 'http://m.site.example/a.js', false],
    ["'self'", 'https://m.site.example:8443/a.js', false],
    ["'none'", 'https://m.site.example/a.js', false],
    ["'sha256-abc='", 'https://m.site.example/a.js', false],
    ["'unsafe-inline'", 'https://m.site.example/a.js', false],
    ['https:', 'https://any.example/x.png', true],
    ['https:', 'http://any.example/x.png', false],
    ['http:', 'https://any.example/x.png', true],
    ['data:', 'data:image/png;base64,AA==', true],
    ['https:', 'data:image/png;base64,AA==', false],
    ['*', 'https://any.example/a.js', true],
    ['*', 'data:text/javascript,1', false],
    ['https://static.geetest.com', 'https://static.geetest.com/static/js/gt.js', true],
    ['https://static.geetest.com', 'http://static.geetest.com/static/js/gt.js', false],
    ['https://static.geetest.com', 'https://static.geetest.com:8443/gt.js', false],
    ['https://static.geetest.com', 'https://evil.static.geetest.com/gt.js', false],
    ['https://static.geetest.com', 'https://static.geetest.com.evil.example/gt.js', false],
    ['static.geetest.com', 'https://static.geetest.com/gt.js', true],
    ['http://static.geetest.com', 'https://static.geetest.com/gt.js', true],
    ['https://*.geetest.com', 'https://api.geetest.com/get.php?callback=x', true],
    ['https://*.geetest.com', 'https://geetest.com/get.php', false],
    ['https://*.geetest.com', 'https://geetest.com.evil.example/get.php', false],
    ['http://localhost:*', 'http://localhost:41234/lines/50', true],
    ['http://localhost:*', 'https://localhost:41234/lines/50', true],
    ['http://localhost:*', 'http://127.0.0.1:41234/lines/50', false],
    ['http://localhost:8080', 'http://localhost:8081/', false],
    ['https://accounts.google.com/gsi/client', 'https://accounts.google.com/gsi/client', true],
    [
      'https://accounts.google.com/gsi/client',
      'https://accounts.google.com/gsi/client?hl=en',
      true,
    ],
    ['https://accounts.google.com/gsi/client', 'https://accounts.google.com/gsi/client2', false],
    ['https://accounts.google.com/gsi/client', 'https://accounts.google.com/o/oauth2', false],
    ['https://www.google.com/recaptcha/', 'https://www.google.com/recaptcha/api.js?hl=en', true],
    ['https://www.google.com/recaptcha/', 'https://www.google.com/recaptchaX.js', false],
    ['https://www.google.com/recaptcha/', 'https://www.google.com/maps/a.js', false],
    ['https://apis.google.com/', 'https://apis.google.com/js/api.js', true],
  ])('%s matches %s: %s', (source, url, expected) => {
    expect(sourceMatches(source, url, SELF)).toBe(expected);
  });
});

describe('policyAllows', () => {
  const policy = "default-src 'self'; script-src 'self' https://a.example; img-src https:";

  it.each([
    ['script-src-elem', 'https://a.example/x.js', true],
    ['script-src-elem', 'https://b.example/x.js', false],
    ['script-src', 'https://m.site.example/x.js', true],
    // No style-src: default-src decides.
    ['style-src-elem', 'https://m.site.example/x.css', true],
    ['style-src-elem', 'https://a.example/x.css', false],
    ['img-src', 'https://b.example/x.png', true],
    ['img-src', 'http://b.example/x.png', false],
    ['frame-src', 'https://b.example/', false],
  ])('%s %s: %s', (directive, url, expected) => {
    expect(policyAllows(policy, directive, url, SELF)).toBe(expected);
  });

  it('reads the first of a repeated directive, names in any case', () => {
    const map = directives("Script-Src 'self'; script-src https:");
    expect(map.get('script-src')).toEqual(["'self'"]);
  });
});
