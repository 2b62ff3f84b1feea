// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isPublicContent, keepSuccessOnly, publicContentKey } from './public-content';

const site = location.origin;
const guest = { Merchant: 'demo', Language: 'EN' };
const banners = '/wps/relay/MCSFE_getListAnnouncements?types=A,B,M,N,PR&platform=M';

const call = (path: string, init: RequestInit = {}, origin = site) => {
  const request = new Request(origin + path, { headers: guest, ...init });
  return { url: new URL(request.url), request };
};

describe('public content the worker keeps (contract/README.md)', () => {
  it.each<[string, boolean, ReturnType<typeof call>]>([
    ['a guest GET of the banners and marquee', true, call(banners)],
    ['the game lanes', true, call('/wps/relay/GCSGAME_newGameVendor?platform=MOBILE')],
    ['the help centre', true, call('/wps/system/helpCenter')],
    ['the country list', true, call('/wps/system/country?_=demo')],
    ['the promotions available', true, call('/wps/relay/MCSFE_getMerchantAvailablePromotions')],
    ['promotion categories', true, call('/wps/relay/PROMOFE_getPromotionAnnouncementCategory')],
    [
      'a public call carrying the session token',
      false,
      call(banners, { headers: { ...guest, Authorization: 'tok' } }),
    ],
    ['a POST', false, call(banners, { method: 'POST', body: '{}' })],
    ['a member call', false, call('/wps/member/info')],
    ['the balance', false, call('/wps/v2/wallets/balance')],
    ['the site status (kept by the app instead)', false, call('/wps/system/status')],
    ['a relay not on the list', false, call('/wps/relay/CBS_unreadCount')],
    ['without the Merchant header', false, call(banners, { headers: { Language: 'EN' } })],
    ['another origin', false, call(banners, {}, 'https://other.example')],
  ])('%s → cached: %s', (_, cached, match) => {
    expect(isPublicContent(match)).toBe(cached);
  });
});

describe('the cache key', () => {
  const key = (path: string, headers: Record<string, string> = guest) =>
    publicContentKey({ request: new Request(site + path, { headers }) });

  it('ignores the cache-buster `_`', async () => {
    expect(await key(`${banners}&_=1`)).toBe(await key(`${banners}&_=2`));
    expect(await key('/wps/system/country?_=demo')).toBe(await key('/wps/system/country'));
  });

  it("keeps one merchant's and one language's answer apart", async () => {
    const demo = await key(banners);
    expect(await key(banners, { ...guest, Merchant: 'other' })).not.toBe(demo);
    expect(await key(banners, { ...guest, Language: 'VI' })).not.toBe(demo);
    expect(await key(banners.replace('platform=M', 'platform=P'))).not.toBe(demo);
  });
});

describe('what is saved', () => {
  const answer = (body: string, status = 200) =>
    keepSuccessOnly({ response: new Response(body, { status }) });

  it.each<[string, Promise<Response | null>, boolean]>([
    ['a success envelope', answer('{"success":true,"value":[]}'), true],
    ['a failure envelope', answer('{"success":false,"errorCode":"x"}'), false],
    ['a server error', answer('{"success":true}', 500), false],
    ['not JSON', answer('<html>'), false],
  ])('%s → saved: %s', async (_, kept, saved) => {
    expect((await kept) !== null).toBe(saved);
  });
});
