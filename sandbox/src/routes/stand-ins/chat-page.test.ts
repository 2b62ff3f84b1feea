// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The stand-in chat page (chat.html + chat.js) in a DOM, its calls answered by a real sandbox:
 * what it shows of the query and the token, and the conversation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR_ANSWER } from '../../chat/store.ts';
import { testSandbox } from '../../test-support/sandbox.ts';
import { PUBLIC_DIR } from './public-files.ts';

const html = readFileSync(join(PUBLIC_DIR, 'sandbox-chat', 'chat.html'), 'utf8');
const script = readFileSync(join(PUBLIC_DIR, 'sandbox-chat', 'chat.js'), 'utf8');

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(async () => {
  document.documentElement.innerHTML = '';
  await app.close();
});

function open(search: string) {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/i, '');
  const fake = {
    document,
    location: { search },
    fetch: async (url: string, init: RequestInit) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: String(init.body),
      });
      return { json: async () => response.json() };
    },
  };
  new Function('window', script)(fake);
}

const text = (id: string) => document.getElementById(id)?.textContent ?? '';
const sent = () =>
  [...document.querySelectorAll('#sent dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('the chat page', () => {
  it('lists the query it was opened with and says no token came', () => {
    open('?cs=1&lang=EN');
    expect(sent()).toEqual([
      ['cs', '1'],
      ['lang', 'EN'],
    ]);
    expect(text('token')).toBe('No token');
  });

  it('says a token came without showing it, and takes the title and header colour', () => {
    open('?token=secret-value&title=Chat%20with%20us&headerColor=%23123456&b2c=1');
    expect(text('token')).toBe('Token received');
    expect(sent()).toContainEqual(['token', '(received)']);
    expect(document.body.textContent).not.toContain('secret-value');
    expect(text('title')).toBe('Chat with us');
    expect(document.getElementById('header')?.style.background).toBe('rgb(18, 52, 86)');
  });

  it('ignores a header colour that is not a colour', () => {
    open('?headerColor=red;background:url(x)');
    expect(document.getElementById('header')?.style.background).toBe('');
  });

  it('sends a message and shows the operator answer', async () => {
    open('?cs=1');
    const input = document.getElementById('text') as HTMLInputElement;
    input.value = 'Where is my deposit?';
    document
      .getElementById('form')
      ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await expect
      .poll(() => [...document.querySelectorAll('#log li')].map((li) => li.textContent))
      .toEqual(['You: Where is my deposit?', `Agent: ${OPERATOR_ANSWER}`]);
    expect(input.value).toBe('');
  });
});
