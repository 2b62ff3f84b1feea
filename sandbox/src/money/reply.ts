/**
 * Answers of the sandbox's own money endpoints (control API, payment page): a refusal is an
 * envelope with 404 for an unknown id and 409 for a state that does not allow the action.
 */
import type { FastifyReply } from 'fastify';
import { MoneyErrorCode } from '@wps/contract/money';
import { fail, ok } from '../http/envelope.ts';
import { MoneyRefusal } from './refusal.ts';
import { WITHDRAWAL_NOT_FOUND } from './withdrawals.ts';

const NOT_FOUND: string[] = [MoneyErrorCode.orderNotFound, WITHDRAWAL_NOT_FOUND];

export function answerWith<T>(reply: FastifyReply, work: () => T) {
  try {
    return ok(work());
  } catch (error) {
    if (!(error instanceof MoneyRefusal)) throw error;
    reply.code(NOT_FOUND.includes(error.code) ? 404 : 409);
    return fail(error.code, error.message);
  }
}
