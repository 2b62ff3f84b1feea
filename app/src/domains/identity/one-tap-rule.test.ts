import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { siteStatusSchema, type SiteStatus } from '@wps/contract/status';
import { socialLoginAvailable } from './load-provider';
import { hasIdentityProvider, offerOneTap } from './one-tap-rule';

function status(flag: boolean, gw: Record<string, string> = {}): SiteStatus {
  return v.parse(siteStatusSchema, {
    merchantCode: 'demo',
    whitelabelVal: { GOOGLELOGIN3: flag },
    gw: { IDENTITY_PAGE: '/sandbox-pages/identity.html', GOOGLE_CLIENT_ID: 'client', ...gw },
  });
}

describe('offerOneTap (spec §6)', () => {
  const guest = { loggedIn: false, inApp: false };
  it.each([
    ['a guest in the browser with GOOGLELOGIN3', status(true), guest, true],
    ['GOOGLELOGIN3 off', status(false), guest, false],
    ['inside the native app', status(true), { loggedIn: false, inApp: true }, false],
    ['a logged-in session', status(true), { loggedIn: true, inApp: false }, false],
    ['no client id', status(true, { GOOGLE_CLIENT_ID: '' }), guest, false],
    ['no identity provider', status(true, { IDENTITY_PAGE: '' }), guest, false],
    ['no status yet', undefined, guest, false],
  ])('%s → %s', (_name, site, signals, offered) => {
    expect(offerOneTap(site, signals)).toBe(offered);
  });
});

describe('the identity provider one-tap looks for is the one sign-in loads', () => {
  const firebase = { appId: 'a', apiKey: 'k', authDomain: 'd', projectId: 'p' };
  it.each([
    ['the stand-in page alone', { gw: { IDENTITY_PAGE: '/sandbox-pages/identity.html' } }],
    ['a Firebase config alone', { firebase }],
    ['both', { firebase, gw: { IDENTITY_PAGE: '/sandbox-pages/identity.html' } }],
    ['neither', {}],
    ['an empty page name', { gw: { IDENTITY_PAGE: '' } }],
  ])('%s', (_name, fields) => {
    const site = v.parse(siteStatusSchema, { merchantCode: 'demo', ...fields });
    expect(hasIdentityProvider(site)).toBe(socialLoginAvailable(site));
  });
});
