/** Withdrawal accounts: the banks, adding a bank card or a Pix key, and the account summary. */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { MoneyApi } from '@wps/contract/money';
import type { WpsContext } from '../../context.ts';
import { ok } from '../../envelope.ts';
import { addBankCard } from '../../money/accounts.ts';
import { accountSummary } from '../../money/summary.ts';
import { local, moneyCall, moneyContext, notLoggedIn, parseInput } from './context.ts';

const text = v.pipe(v.string(), v.maxLength(128));
const bankCardSchema = v.object({ bankCode: text, holderName: text, accountNumber: text });

export const accountRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.get(local(MoneyApi.banks), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    return ok(ctx.settings.banks);
  });

  app.post(local(MoneyApi.bankCard), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(bankCardSchema, request.body);
    if ('failure' in input) return input.failure;
    return moneyCall(() => addBankCard(db, ctx.member.id, ctx.settings, input.output));
  });

  app.get(local(MoneyApi.accountSummary), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    return ok(accountSummary(db, ctx.member));
  });
};
