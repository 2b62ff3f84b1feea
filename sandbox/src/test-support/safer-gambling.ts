/** Test helpers for safer gambling: a member's calls, the settings, the clock. */
import type { FastifyInstance } from 'fastify';
import { MoneyApi } from '@wps/contract/money';
import { SandboxApi } from '@wps/contract/paths';
import {
  SaferGamblingApi,
  SandboxSaferGamblingApi,
  type LimitState,
  type SaferGamblingState,
} from '@wps/contract/safer-gambling';
import { SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { key, memberClient, patchWallet, type Answer } from './money.ts';
import { testSandbox } from './sandbox.ts';

/** A member's client with PUT and the safer-gambling calls. */
export async function saferClient(
  app: FastifyInstance,
  userName = 'demo01',
  password = 'demo123',
  merchant = 'demo',
) {
  const client = await memberClient(app, userName, password, merchant);
  const headers = { Authorization: client.token, Merchant: merchant };
  const put = async <T = SaferGamblingState>(url: string, payload: unknown) =>
    (await app.inject({ method: 'PUT', url, headers, payload: payload as object })).json<
      Answer<T>
    >();
  const state = () => client.value(client.get<SaferGamblingState>(SaferGamblingApi.state));
  const setLimit = (payload: object) => put(SaferGamblingApi.limit, payload);
  /** A confirmed break with a fresh key; `body` overrides (confirm: undefined leaves it out). */
  const timeOut = (hours: number, body: object = {}) =>
    client.post<SaferGamblingState>(SaferGamblingApi.timeOut, {
      hours,
      confirm: true,
      idempotencyKey: key(),
      ...body,
    });
  const selfExclude = (period: string, body: object = {}) =>
    client.post<SaferGamblingState>(SaferGamblingApi.selfExclusion, {
      period,
      confirm: true,
      idempotencyKey: key(),
      ...body,
    });
  return { ...client, app, put, state, setLimit, timeOut, selfExclude };
}

export type SaferClient = Awaited<ReturnType<typeof saferClient>>;

export function patchSaferGambling(app: FastifyInstance, saferGambling: object, merchant = 'demo') {
  return app.inject({
    method: 'PATCH',
    url: SandboxApi.merchant(merchant),
    payload: { saferGambling },
  });
}

/** Every tool on: the DEFAULT preset (days in UTC). */
export function toolsOn(app: FastifyInstance) {
  return patchSaferGambling(app, SAFER_GAMBLING_PRESETS.DEFAULT);
}

/** A fresh sandbox with every tool on, and demo01 logged in. */
export async function saferSandbox() {
  const app = await testSandbox();
  await toolsOn(app);
  return { app, demo: await saferClient(app) };
}

export async function moveClock(
  app: FastifyInstance,
  payload: { offsetMs: number } | { now: number },
) {
  return app.inject({ method: 'PUT', url: SandboxSaferGamblingApi.clock, payload });
}

/** One limit of the state. */
export function limitOf(state: SaferGamblingState, kind: LimitState['kind'], period: string) {
  const found = state.limits.find((limit) => limit.kind === kind && limit.period === period);
  if (!found) throw new Error(`no ${kind} ${period} limit in the state`);
  return found;
}

const CARD = {
  bankCode: 'BDO',
  holderName: 'Juan Dela Cruz',
  accountNumber: '0012 3456 7890',
  stepUp: { password: 'demo123' },
};

/**
 * A bank card of the member's that takes withdrawals at once (the merchant's new-account hold
 * set to 0: these tests count withdrawals, not the hold); answers its id.
 */
export const addCard = async (client: SaferClient) => {
  await patchWallet(client.app, { withdraw: { newAccountHoldMs: 0 } });
  return (await client.value(client.post<{ id: string }>(MoneyApi.bankCard, CARD))).id;
};

export function withdraw(client: SaferClient, accountId: string, amountMinor: number) {
  return client.post(MoneyApi.withdraw, { accountId, amountMinor, idempotencyKey: key() });
}
