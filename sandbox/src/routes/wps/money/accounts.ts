/** Withdrawal accounts: the banks, adding a bank card or a Pix key, and the account summary. */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { MoneyApi, PIX_KEY_TYPES } from '@wps/contract/money';
import type { WpsContext } from '../../../http/request-context.ts';
import { notLoggedIn, ok } from '../../../http/envelope.ts';
import { addBankCard, addPixKey } from '../../../money/accounts.ts';
import { accountSummary } from '../../../money/summary.ts';
import { local, moneyCall, moneyContext, parseInput } from './context.ts';

const text = v.pipe(v.string(), v.maxLength(128));
const bankCardSchema = v.object({ bankCode: text, holderName: text, accountNumber: text });
const pixKeySchema = v.object({ keyType: v.picklist(PIX_KEY_TYPES), key: text, holderName: text });

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

  app.post(local(MoneyApi.pixKey), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(pixKeySchema, request.body);
    if ('failure' in input) return input.failure;
    return moneyCall(() => addPixKey(db, ctx.member.id, input.output));
  });

  app.get(local(MoneyApi.accountSummary), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    return ok(accountSummary(db, ctx.member));
  });
};
