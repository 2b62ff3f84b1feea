import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Api } from '@wps/contract/paths';
import { siteStatusSchema } from '@wps/contract/status';
import { testSandbox } from '../test-support/sandbox.ts';

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
  it('answers true', async () => {
    const response = await app.inject({ method: 'GET', url: `${Api.ping}?speed=12` });
    expect(response.json()).toEqual({ success: true, value: true });
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
