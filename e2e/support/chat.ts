/**
 * Helpers of the customer-service browser tests: entries that hide the chat
 * stand-in, what the stand-in saw (control API), the unread count, and a watch on every request
 * the browser sends to the chat's origin.
 */
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import {
  ChatStandIn,
  SandboxChatApi,
  type ChatMessage,
  type ChatVisit,
} from '@wps/contract/customer-service';
import { encodeCsPath, type CustomerService } from '@wps/contract/system';
import { expect } from './fixtures';

/** An entry hiding the stand-in chat page; the sandbox answers it on its other loopback name. */
export function standInEntry(query: string, extra: Partial<CustomerService> = {}): CustomerService {
  return {
    csType: 'LIVECHAT',
    path: encodeCsPath(`${ChatStandIn.page}?${query}`, 'T3st!key'),
    ...extra,
  };
}

/** The sandbox's other loopback name (localhost <-> 127.0.0.1): where the chat stand-in is. */
export function chatOrigin(sandboxUrl: string): string {
  const url = new URL(sandboxUrl);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

export async function chatSeen(
  request: APIRequestContext,
  sandboxUrl: string,
): Promise<{ visits: ChatVisit[]; messages: ChatMessage[] }> {
  const response = await request.get(sandboxUrl + SandboxChatApi.chat);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { visits: ChatVisit[]; messages: ChatMessage[] } })
    .value;
}

/** Raises a member's unread count as operator replies would (control API). */
export async function raiseUnread(
  request: APIRequestContext,
  sandboxUrl: string,
  userName: string,
  add: number,
): Promise<void> {
  const response = await request.post(sandboxUrl + SandboxChatApi.unread, {
    data: { userName, add },
  });
  expect(response.ok()).toBe(true);
}

/** Every request the browser sends to `origin`, from any page, frame or tab of the context. */
export function watchOrigin(context: BrowserContext, origin: string): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).origin === origin) seen.push(request);
  });
  return seen;
}

/** Everything a request carried: its address, every header (Referer too) and its body. */
export async function carried(request: Request): Promise<string> {
  const headers = await request.allHeaders();
  return [request.url(), ...Object.values(headers), request.postData() ?? ''].join('\n');
}

export function sessionToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string }).token,
  );
}

export const supportTab = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: /^Support/ });

export const serviceSheet = (page: Page) => page.getByRole('dialog', { name: 'Customer service' });

/** The names of the options the sheet lists, in order. */
export async function optionNames(page: Page): Promise<string[]> {
  const list = serviceSheet(page).getByRole('list', { name: 'Ways to reach us' });
  await expect(list).toBeVisible();
  return list.getByRole('listitem').allTextContents();
}
