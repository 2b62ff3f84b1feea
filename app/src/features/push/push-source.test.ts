import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { siteStatusSchema } from '@wps/contract/status';
import { pushAvailable, pushSource } from './push-source';

const firebase = { appId: 'a', apiKey: 'k', authDomain: 'd', projectId: 'p' };
const page = '/sandbox-pages/identity.html';

describe('the push source a site status names', () => {
  it.each([
    ['the stand-in page', { gw: { IDENTITY_PAGE: page } }, 'stand-in'],
    ['the page wins over Firebase', { firebase, gw: { IDENTITY_PAGE: page } }, 'stand-in'],
    [
      'Firebase with a sender id and VAPID key',
      { firebase: { ...firebase, messagingSenderId: 's', vapidKey: 'v' } },
      'firebase',
    ],
    ['Firebase without a VAPID key', { firebase: { ...firebase, messagingSenderId: 's' } }, null],
    ['Firebase without a sender id', { firebase: { ...firebase, vapidKey: 'v' } }, null],
    ['neither', {}, null],
  ])('%s → %s', (_name, fields, kind) => {
    const site = v.parse(siteStatusSchema, { merchantCode: 'demo', ...fields });
    expect(pushSource(site)?.kind ?? null).toBe(kind);
    expect(pushAvailable(site)).toBe(kind !== null);
  });

  it('no status yet offers no push', () => {
    expect(pushAvailable(undefined)).toBe(false);
  });
});
