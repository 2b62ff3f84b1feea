/** Withdrawal accounts: the banks, adding a bank card or a Pix key, and the account summary. */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { MoneyApi, PIX_KEY_TYPES } from '@wps/contract/money';
import type { WpsContext } from '../../../http/request-context.ts';
import { notLoggedIn, ok } from '../../../http/envelope.ts';
import { checkStepUp } from '../../../auth/step-up.ts';
import { addBankCard, addPixKey } from '../../../money/accounts.ts';
import { accountSummary } from '../../../money/summary.ts';
import type { Member } from '../../../member/members.ts';
import { local, moneyCall, moneyContext, parseInput } from './context.ts';

const text = v.pipe(v.string(), v.maxLength(128));
// stepUp is checked by checkStepUp: a body without it is refused as step.up.required.
const stepUp = v.optional(v.unknown());
const bankCardSchema = v.object({
  bankCode: text,
  holderName: text,
  accountNumber: text,
  stepUp,
});
const pixKeySchema = v.object({
  keyType: v.picklist(PIX_KEY_TYPES),
  key: text,
  holderName: text,
  stepUp,
});

export const accountRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  /** The step-up check of an account about to be added, run once the account itself is valid. */
  const stepUpOf = (member: Member, proof: unknown) => () => checkStepUp(db, member, proof);
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
    const { stepUp: proof, ...card } = input.output;
    // The form's own refusals first, so a player re-types the card, not the password.
    return moneyCall(() =>
      addBankCard(db, ctx.member.id, ctx.settings, card, stepUpOf(ctx.member, proof)),
    );
  });

  app.post(local(MoneyApi.pixKey), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    const input = parseInput(pixKeySchema, request.body);
    if ('failure' in input) return input.failure;
    const { stepUp: proof, ...key } = input.output;
    return moneyCall(() => addPixKey(db, ctx.member.id, key, stepUpOf(ctx.member, proof)));
  });

  app.get(local(MoneyApi.accountSummary), async (request) => {
    const ctx = moneyContext(db, request);
    if (!ctx) return notLoggedIn();
    return ok(accountSummary(db, ctx.member));
  });
};
