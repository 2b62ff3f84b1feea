// @vitest-environment jsdom
/// <reference lib="dom" />
/**
 * The stand-in payment page (pay.html + pay.js) in a DOM, its calls answered by a real sandbox:
 * what it shows, Pay and Fail, and where its link back may lead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deposit, memberClient, type MemberClient } from '../../test-support/money.ts';
import { testSandbox } from '../../test-support/sandbox.ts';
import { PUBLIC_DIR } from './public-files.ts';

const html = readFileSync(join(PUBLIC_DIR, 'sandbox-pay', 'pay.html'), 'utf8');
const script = readFileSync(join(PUBLIC_DIR, 'sandbox-pay', 'pay.js'), 'utf8');

let app: FastifyInstance;
let demo: MemberClient;
let orderId: string;
beforeEach(async () => {
  app = await testSandbox();
  demo = await memberClient(app);
  orderId = (await demo.value(deposit(demo, 50000))).orderId;
});
afterEach(async () => {
  document.documentElement.innerHTML = '';
  await app.close();
});

/** Opens the page on 127.0.0.1:8080 (the other loopback name) with `back` as its return. */
function open(back = 'http://localhost:8080/m/voucherCenter', order = orderId) {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/i, '');
  const query = new URLSearchParams({ order, return: back });
  const fake = {
    location: { search: `?${query}`, port: '8080' },
    fetch: async (url: string, init: RequestInit) => {
      const method = init.method === 'POST' ? 'POST' : 'GET';
      const response = await app.inject({ method, url });
      return { json: async () => response.json() };
    },
  };
  new Function('window', script)(fake);
}

const field = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent ?? '';
const button = (id: 'pay' | 'fail') => document.getElementById(id) as HTMLButtonElement;
const back = () => document.getElementById('back') as HTMLAnchorElement;

async function until(check: () => boolean) {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error('timed out');
}

describe('the payment page', () => {
  it('shows the order and pays it once, however often Pay is pressed', async () => {
    open();
    await until(() => field('status') === 'PENDING');
    expect(field('amount')).toBe('₱500.00');
    expect(field('channel')).toBe('GCash');
    expect(field('order')).toBe(orderId);
    expect(button('pay').tagName).toBe('BUTTON');
    button('pay').click();
    button('pay').click();
    await until(() => field('status') === 'PAID');
    expect(button('pay').disabled).toBe(true);
    expect(document.getElementById('message')?.textContent).toMatch(/Payment received/);
    expect(await demo.balance()).toBe(1750.5);
  });

  it('fails the order with Fail', async () => {
    open();
    await until(() => !button('fail').disabled);
    button('fail').click();
    await until(() => field('status') === 'FAILED');
    expect(await demo.balance()).toBe(1250.5);
  });

  it('links back to a /m/ path of localhost or 127.0.0.1 on its port', async () => {
    open('http://localhost:8080/m/voucherCenter');
    expect(back().hidden).toBe(false);
    expect(back().href).toBe('http://localhost:8080/m/voucherCenter');
    open('http://127.0.0.1:8080/m/member/home');
    expect(back().hidden).toBe(false);
  });

  it.each([
    ['another site', 'https://evil.example/m/voucherCenter'],
    ['another port', 'http://localhost:9999/m/voucherCenter'],
    ['a path outside /m/', 'http://localhost:8080/sandbox/reset'],
    ['a script URL', 'javascript:alert(1)'],
    ['no URL at all', 'voucherCenter'],
  ])('shows no link back to %s', async (_name, target) => {
    open(target);
    expect(back().hidden).toBe(true);
    expect(back().getAttribute('href')).toBeNull();
  });

  it('says so for an unknown order and keeps its buttons off', async () => {
    open(undefined, 'DNOSUCH');
    await until(() => document.getElementById('message')?.textContent !== '');
    expect(document.getElementById('message')?.textContent).toBe('Unknown order');
    expect(button('pay').disabled).toBe(true);
  });
});
