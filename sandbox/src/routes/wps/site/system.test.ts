import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AuthApi } from '@wps/contract/auth';
import { Api, SandboxApi } from '@wps/contract/paths';
import { countrySchema, siteStatusSchema } from '@wps/contract/status';
import { decodeCsPath, domainRouteSchema, SystemApi } from '@wps/contract/system';
import { testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

describe('GET /wps/system/status', () => {
  it('answers the demo status, valid for the client, never cached', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${Api.systemStatus}?device=MOBILE&track=&originalDomain=&url=`,
      remoteAddress: '203.0.113.7',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.success).toBe(true);
    const status = v.parse(siteStatusSchema, body.value);
    expect(status).toMatchObject({
      merchantCode: 'demo',
      maintenance: false,
      ip: '203.0.113.7',
      currency: 'PHP',
      currencySymbol: '₱',
      mobileTemplate: 'dark',
    });
    expect(status.languages).toHaveLength(23);
    expect(status.languages?.[0]).toBe('EN');
    expect(status.countries.length).toBeGreaterThan(1);
  });

  it('defaults to the demo merchant and refuses an unknown one', async () => {
    const response = await app.inject({
      method: 'GET',
      url: Api.systemStatus,
      headers: { Merchant: 'nope' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
  });
});

describe('GET /wps/system/test/ping', () => {
  it('answers true to any origin, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: `${Api.ping}?speed=12` });
    expect(response.json()).toEqual({ success: true, value: true });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the CORS preflight of a cross-origin ping', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: `${Api.ping}?speed=12`,
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'merchant,language,moduleid,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': 'merchant,language,moduleid,content-type',
    });
  });
});

const patchMerchant = (payload: object, code = 'demo') =>
  app.inject({ method: 'PATCH', url: SandboxApi.merchant(code), payload });

describe('GET /wps/system/country', () => {
  const countries = (merchant = 'demo') =>
    app.inject({
      method: 'GET',
      url: `${AuthApi.country}?_=${merchant}`,
      headers: { Merchant: merchant },
    });

  it("answers the merchant's countries, cacheable for an hour", async () => {
    const response = await countries();
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    const body = response.json();
    expect(v.parse(v.array(countrySchema), body.value)).toHaveLength(6);
    expect(body.value[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63' });
  });

  it('follows a patched list, and answers [] without one', async () => {
    const patch = (countries: unknown) =>
      app.inject({
        method: 'PATCH',
        url: SandboxApi.merchant('demo'),
        payload: { status: { countries } },
      });
    await patch([{ countryCode: 'BR', countryDialingCode: '55' }]);
    expect((await countries()).json().value).toEqual([
      { countryCode: 'BR', countryDialingCode: '55' },
    ]);
    await patch(null);
    expect((await countries()).json()).toEqual({ success: true, value: [] });
  });
});

describe('GET /wps/system/domainRoute', () => {
  const domainRoute = async (headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url: SystemApi.domainRoute, headers });
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  };

  it('answers the seeded lines and customer service, valid for the client', async () => {
    const body = await domainRoute();
    expect(body.success).toBe(true);
    const value = v.parse(domainRouteSchema, body.value);
    expect(value.domainList).toEqual([
      { domainName: 'm1.demo-lottery.example' },
      { domainName: 'm2.demo-lottery.example' },
      { domainName: 'm3.demo-lottery.example' },
    ]);
    expect(value.customerService.map((cs) => cs.csType)).toEqual(['LIVECHAT', 'COMM100']);
  });

  it('hides the chat URLs in obfuscated paths: the chat stand-in on the other loopback name', async () => {
    const { customerService } = (await domainRoute({ host: 'localhost:8080' })).value;
    const urls = customerService.map((cs: { path: string }) => decodeCsPath(cs.path));
    expect(urls).toEqual([
      'http://127.0.0.1:8080/sandbox-chat/chat.html?cs=1',
      'http://127.0.0.1:8080/sandbox-chat/chat.html?cs=2',
    ]);
    for (const { path } of customerService) expect(path).not.toContain('chat');
    const page = await app.inject({ method: 'GET', url: new URL(urls[0]).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Customer service (sandbox)</title>');
  });

  it('answers what the control API stored, per merchant', async () => {
    const domainList = [{ domainName: 'localhost:8080/lines/50' }];
    const customerService = [{ csType: 'AICAN', path: 'abc=12345678', labelIds: [3] }];
    await patchMerchant({ domainList, customerService }, 'acme');
    expect((await domainRoute({ Merchant: 'acme' })).value).toEqual({
      domainList,
      customerService,
    });
    // A merchant made from the template has no lines of its own; the demo keeps its own.
    await patchMerchant({}, 'bare');
    expect((await domainRoute({ Merchant: 'bare' })).value).toEqual({
      domainList: [],
      customerService: [],
    });
    expect((await domainRoute()).value.domainList).toHaveLength(3);
  });
});

describe('GET /wps/system/manifest.json', () => {
  const manifest = (query: string) =>
    app.inject({ method: 'GET', url: `${SystemApi.manifest}?${query}` });

  it("builds a web app manifest from the merchant's manifest.pwa", async () => {
    const response = await manifest('merchantCode=demo&v=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toEqual({
      name: 'Demo Lottery',
      short_name: 'Demo Lottery',
      start_url: '/m/home?utm_source=homescreen',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [192, 256, 384, 512].map((size) => ({
        src: `/cdn/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
    });
  });

  it('serves the icons it lists', async () => {
    const { icons } = (await manifest('merchantCode=demo')).json();
    for (const { src } of icons) {
      const icon = await app.inject({ method: 'GET', url: src });
      expect(icon.statusCode, src).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
    }
  });

  it('picks the merchant from ?merchantCode=, since a manifest link sends no header', async () => {
    await patchMerchant(
      {
        status: {
          manifest: {
            pwa: {
              title: 'Acme Lotto',
              // A merge patch: null removes the template's icons, the 512 one is replaced.
              icons: {
                '192x192': null,
                '256x256': null,
                '384x384': null,
                '512x512': 'https://cdn.example/a.webp',
              },
            },
          },
        },
      },
      'acme',
    );
    const body = (await manifest('merchantCode=acme&v=1')).json();
    expect(body).toMatchObject({ name: 'Acme Lotto', short_name: 'Acme Lotto' });
    expect(body.icons).toEqual([
      { src: 'https://cdn.example/a.webp', sizes: '512x512', type: 'image/webp' },
    ]);
  });

  it('falls back to the merchant code and no icons without manifest.pwa', async () => {
    await patchMerchant({ status: { manifest: null } });
    expect((await manifest('merchantCode=demo')).json()).toMatchObject({ name: 'demo', icons: [] });
  });

  it('answers 404 merchant.not.found for an unknown merchant', async () => {
    const response = await manifest('merchantCode=nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
  });
});

describe('POST /wps/system/collect', () => {
  const events = [{ domain: 'localhost', eventName: 'register', eventValue: { fbc: 'x' } }];
  const log = async () =>
    (
      await app.inject({ method: 'GET', url: `${SandboxApi.requests}?path=${SystemApi.collect}` })
    ).json().value;

  it('answers 204 without a body and logs the JSON string of events', async () => {
    const response = await app.inject({
      method: 'POST',
      url: SystemApi.collect,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(JSON.stringify(events)),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [entry] = await log();
    expect(JSON.parse(entry.body)).toEqual(events);
  });

  it('takes a beacon (text/plain) too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: SystemApi.collect,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(events),
    });
    expect(response.statusCode).toBe(204);
    expect((await log())[0].body).toBe(JSON.stringify(events));
  });

  it.each([
    ['the events array sent as JSON (not a string)', JSON.stringify(events)],
    ['an object', JSON.stringify({ events })],
    ['a string that is no array', JSON.stringify(JSON.stringify({ events }))],
    ['a string that is no JSON', JSON.stringify('register')],
  ])('refuses %s with bad_request', async (_name, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: SystemApi.collect,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
  });
});

describe('errors', () => {
  it('answers unknown /wps paths with a 404 not_found envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'not_found',
      message: 'Not found',
    });
  });

  it('answers a malformed JSON body with bad_request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: Api.login,
      payload: '{"value":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'bad_request',
      message: 'Malformed request',
    });
  });

  it('answers a thrown error with internal_error and no stack or internal message', async () => {
    const broken = await testSandbox();
    broken.get('/wps/test/throw', async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    const response = await broken.inject({ method: 'GET', url: '/wps/test/throw' });
    await broken.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'internal_error',
      message: 'Something went wrong, please try again',
    });
    expect(response.body).not.toMatch(/secret|stack|\.ts/);
  });
});
