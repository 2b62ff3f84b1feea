/**
 * Helpers of the safer-gambling browser tests: a member's calls made as the app makes
 * them (raw token, Merchant header), and time moved on both clocks at once: the sandbox's (the
 * login time and the state's `now`) and the page's (Playwright's clock), so that the app's view
 * of the server's time stays what it would be had the minutes really passed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Demo } from '@wps/contract/paths';
import {
  SaferGamblingApi,
  SandboxSaferGamblingApi,
  type SaferGamblingState,
} from '@wps/contract/safer-gambling';
import { expect, type Sandbox } from './fixtures';

/** An authorized safer-gambling call of the member holding `token`; answers the new state. */
export async function memberCall(
  request: APIRequestContext,
  sandbox: Sandbox,
  token: string,
  method: 'PUT' | 'POST',
  path: string,
  data: object,
): Promise<SaferGamblingState> {
  const response = await request.fetch(sandbox.url + path, {
    method,
    data,
    headers: { Authorization: token, Merchant: Demo.merchant },
  });
  const answer = (await response.json()) as { success: boolean; value?: SaferGamblingState };
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value as SaferGamblingState;
}

/** A confirmed 24-hour time-out, as the safer-gambling page asks for it. */
export const takeTimeOut = (request: APIRequestContext, sandbox: Sandbox, token: string) =>
  memberCall(request, sandbox, token, 'POST', SaferGamblingApi.timeOut, {
    hours: 24,
    confirm: true,
    idempotencyKey: crypto.randomUUID(),
  });

export const chooseRealityCheck = (
  request: APIRequestContext,
  sandbox: Sandbox,
  token: string,
  intervalMinutes: number,
) => memberCall(request, sandbox, token, 'PUT', SaferGamblingApi.realityCheck, { intervalMinutes });

/** Moves both clocks `ms` forward: the sandbox first, so the page never runs ahead of it. */
export function clocks(page: Page, request: APIRequestContext, sandbox: Sandbox) {
  let offsetMs = 0;
  return async (ms: number) => {
    offsetMs += ms;
    const moved = await request.put(sandbox.url + SandboxSaferGamblingApi.clock, {
      data: { offsetMs },
    });
    expect(moved.ok()).toBe(true);
    await page.clock.fastForward(ms);
  };
}
