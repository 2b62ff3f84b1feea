/**
 * The production page policy lets in every script and stylesheet the app loads from a provider:
 * the addresses the app's own loaders use (Geetest's servers, Google Identity Services) and
 * those Firebase Auth's SDK loads (gapi, reCAPTCHA), read from the SDK itself so that an update
 * that moves them fails here. The sandbox's policy, which the browser tests run under, is the
 * same but for its loopback stand-ins.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PROVIDER_SERVERS,
  V3_API_SERVERS,
  V4_API_SERVERS,
} from '../../app/src/domains/captcha/geetest.ts';
import { GSI_SCRIPT } from '../../app/src/domains/identity/one-tap.ts';
import { policyAllows } from '../../sandbox/src/http/csp-source.ts';
import { SANDBOX_LOOPBACK_ORIGINS } from '../../sandbox/src/http/pixel-frame-policy.ts';
import {
  inlineHashes,
  productionPolicy,
  sandboxPolicy,
} from '../../sandbox/src/http/security-headers.ts';

const SITE = 'https://m.site.example';
const DIST = join(import.meta.dirname, '..', '..', 'app', 'dist');
const FIREBASE_AUTH = join(import.meta.dirname, '..', '..', 'node_modules', '@firebase', 'auth');

/** The build's index.html when there is one (the hashes do not change what is tested). */
function indexHtml(): string {
  try {
    return readFileSync(join(DIST, 'index.html'), 'utf8');
  } catch {
    return '<script>boot()</script><style>:root{}</style>';
  }
}
const policy = productionPolicy(inlineHashes(indexHtml()));

/** One of Firebase Auth's default script addresses, as its browser build states it. */
function firebaseDefault(name: 'gapiScript' | 'recaptchaV2Script' | 'recaptchaEnterpriseScript') {
  const dir = join(FIREBASE_AUTH, 'dist', 'esm');
  const bundle = readdirSync(dir).find((file) => /^index-[\w-]+\.js$/.test(file));
  const source = readFileSync(join(dir, bundle ?? 'index.js'), 'utf8');
  const url = new RegExp(`\\b${name}:\\s*'([^']+)'`).exec(source)?.[1];
  if (!url) throw new Error(`Firebase Auth no longer names its ${name}`);
  return url;
}

describe('the production policy lets each provider load', () => {
  const scripts: [string, string][] = [
    ...PROVIDER_SERVERS.flatMap((server): [string, string][] => [
      ['Geetest v3 loader', `${server}/gt.js`],
      ['Geetest v4 loader', `${server}/gt4.js`],
    ]),
    // What gt.js and gt4.js ask their API servers by JSONP.
    ...V3_API_SERVERS.map((host): [string, string] => [
      'Geetest v3 API',
      `https://${host}/get.php?gt=g&challenge=c&callback=geetest_1`,
    ]),
    ...V4_API_SERVERS.map((host): [string, string] => [
      'Geetest v4 API',
      `https://${host}/load?captcha_id=i&callback=geetest_1`,
    ]),
    ['Google Identity Services', GSI_SCRIPT],
    ['Firebase Auth gapi', `${firebaseDefault('gapiScript')}?onload=__iframefcb1`],
    ['gapi modules', 'https://apis.google.com/_/scs/abc-static/_/js/k=gapi.lb.en.x/m=gapi_iframes'],
    [
      'reCAPTCHA',
      `${firebaseDefault('recaptchaV2Script')}?render=explicit&onload=_grecaptcha1&hl=en`,
    ],
    ['reCAPTCHA Enterprise', `${firebaseDefault('recaptchaEnterpriseScript')}key`],
    ['reCAPTCHA release', 'https://www.gstatic.com/recaptcha/releases/abc/recaptcha__en.js'],
  ];

  it.each(scripts)('script: %s (%s)', (_, url) => {
    expect(policyAllows(policy, 'script-src-elem', url, SITE)).toBe(true);
  });

  it.each([
    ['Geetest', `${PROVIDER_SERVERS[0]}/static/css/widget.css`],
    ['Google Identity Services', 'https://accounts.google.com/gsi/style'],
  ])('stylesheet: %s (%s)', (_, url) => {
    expect(policyAllows(policy, 'style-src-elem', url, SITE)).toBe(true);
  });

  it.each([
    ['a script of no provider', 'script-src-elem', 'https://cdn.evil.example/x.js'],
    ['a Google page outside the providers', 'script-src-elem', 'https://www.google.com/maps/x.js'],
    [
      'an ad network (the pixel frame only)',
      'script-src-elem',
      'https://connect.facebook.net/x.js',
    ],
    ['a loopback stand-in', 'script-src-elem', 'http://localhost:8080/captcha/gt.js'],
    ['a loopback frame', 'frame-src', 'http://127.0.0.1:8080/sandbox-games/game.html'],
    ['a plain http image', 'img-src', 'http://cdn.site.example/banner.png'],
    ['a stylesheet of no provider', 'style-src-elem', 'https://cdn.evil.example/x.css'],
  ])('refuses %s', (_, directive, url) => {
    expect(policyAllows(policy, directive, url, SITE)).toBe(false);
  });

  it('has no inline style or script but by hash', () => {
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|localhost|127\.0\.0\.1|\bhttp:/);
  });
});

describe("the sandbox's policy", () => {
  it('is the production one plus the loopback stand-ins, and nothing else', () => {
    const hashes = inlineHashes(indexHtml());
    const loopback = new Set<string>(SANDBOX_LOOPBACK_ORIGINS);
    const withoutLoopback = sandboxPolicy(hashes)
      .split('; ')
      .map((directive) =>
        directive
          .split(' ')
          .filter((source) => !loopback.has(source))
          .join(' '),
      )
      .join('; ');
    expect(withoutLoopback).toBe(productionPolicy(hashes));
    expect(sandboxPolicy(hashes)).not.toBe(productionPolicy(hashes));
  });
});
