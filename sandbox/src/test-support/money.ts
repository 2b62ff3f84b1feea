/** Test helpers for the money calls: a logged-in member's client and fresh idempotency keys. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Api, SandboxApi } from '@wps/contract/paths';
import { MoneyApi, SandboxMoneyApi } from '@wps/contract/money';
import { loginToken } from './sandbox.ts';

export type Answer<T = unknown> = {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
};

export const key = () => randomUUID();

/** A member's calls, as the app makes them (raw token in Authorization), on `merchant`'s site. */
export async function memberClient(
  app: FastifyInstance,
  userName = 'demo01',
  password = 'demo123',
  merchant = 'demo',
) {
  const token = await loginToken(app, userName, password, merchant);
  const headers = { Authorization: token, Merchant: merchant };
  const get = async <T>(url: string) =>
    (await app.inject({ method: 'GET', url, headers })).json<Answer<T>>();
  const post = async <T>(url: string, payload: unknown) =>
    (await app.inject({ method: 'POST', url, headers, payload: payload as object })).json<
      Answer<T>
    >();
  /** The value of a call that must succeed. */
  const value = async <T>(answer: Promise<Answer<T>>): Promise<T> => {
    const body = await answer;
    if (!body.success) throw new Error(JSON.stringify(body));
    return body.value as T;
  };
  const balance = async () => (await value(get<{ sumBalance: number }>(Api.balance))).sumBalance;
  return { token, get, post, value, balance };
}

export type MemberClient = Awaited<ReturnType<typeof memberClient>>;

export function patchWallet(app: FastifyInstance, wallet: object, merchant = 'demo') {
  return app.inject({ method: 'PATCH', url: SandboxApi.merchant(merchant), payload: { wallet } });
}

export function patchMember(app: FastifyInstance, userName: string, payload: object) {
  return app.inject({ method: 'PATCH', url: SandboxApi.member(userName), payload });
}

export async function payOrder(app: FastifyInstance, orderId: string) {
  return (
    await app.inject({ method: 'POST', url: SandboxMoneyApi.payOrder(orderId) })
  ).json<Answer>();
}

/** A deposit order of `amountMinor` on the GCash channel (min ₱100). */
export function deposit(client: MemberClient, amountMinor: number, idempotencyKey = key()) {
  return client.post<{ orderId: string; status: string; payUrl: string; amountMinor: number }>(
    MoneyApi.deposit,
    { channelId: 'gcash', amountMinor, idempotencyKey },
  );
}
