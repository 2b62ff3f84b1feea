/**
 * What every money route needs (and the loyalty, safer-gambling and feedback routes, which share
 * its refusals and idempotency keys): the session's member, their merchant's settings and digits.
 */
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Failure, Success } from '@wps/contract/envelope';
import { requestMerchant, sessionMember } from '../../../http/request-context.ts';
import type { Db } from '../../../db/db.ts';
import { fail, ok } from '../../../http/envelope.ts';
import { MoneyRefusal } from '../../../money/refusal.ts';
import {
  merchantCurrency,
  moneyDigits,
  walletSettings,
  type WalletSettings,
} from '../../../money/settings.ts';
import { getMerchant, type Merchant } from '../../../site/merchants.ts';
import type { Member } from '../../../member/members.ts';

export type MoneyContext = {
  member: Member;
  merchant: Merchant;
  settings: WalletSettings;
  digits: number;
  currency: string;
};

/** undefined without a live session. The member's own merchant rules, whatever the header. */
export function moneyContext(db: Db, request: FastifyRequest): MoneyContext | undefined {
  const member = sessionMember(db, request);
  if (!member) return undefined;
  const merchant = getMerchant(db, member.merchant) ?? requestMerchant(request);
  return {
    member,
    merchant,
    settings: walletSettings(merchant),
    digits: moneyDigits(merchant),
    currency: merchantCurrency(merchant),
  };
}

/** Runs a money operation; a MoneyRefusal becomes its failure envelope. */
export function moneyCall<T>(work: () => T): Success<T> | Failure {
  try {
    return ok(work());
  } catch (error) {
    if (error instanceof MoneyRefusal) return fail(error.code, error.message, error.value);
    throw error;
  }
}

/** A body or query that does not parse: bad_request naming the first problem. */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { output: v.InferOutput<S> } | { failure: Failure } {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return { output: result.output };
  const issue = result.issues[0];
  const where = issue.path?.map((item) => String(item.key)).join('.') ?? 'body';
  return { failure: fail('bad_request', `${where}: ${issue.message}`) };
}

/** A UUID in practice; any 8 to 128 characters are taken. */
export const idempotencyKeySchema = v.pipe(v.string(), v.minLength(8), v.maxLength(128));

/** MoneyApi paths carry the /wps prefix their plugin is registered under. */
export function local(path: string): string {
  return path.replace(/^\/wps/, '');
}
