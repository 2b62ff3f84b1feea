/**
 * PUT /sandbox/merchants/:code/passkeys {rpId, origins?}: the site offers passkeys for that
 * relying party, to pages of those origins (default https://rpId); DELETE: it offers none, the
 * spec's product. Registered passkeys stay, unusable while the switch is off.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import { getMerchant, saveMerchant } from '../../site/merchants.ts';
import { parseBody } from './parse-body.ts';

const origin = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\/[^/]+$/));
const switchSchema = v.strictObject({
  rpId: v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/i)),
  origins: v.optional(v.array(origin)),
});

export const passkeyControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.put<{ Params: { code: string } }>('/merchants/:code/passkeys', async (request, reply) => {
    const input = parseBody(switchSchema, request.body ?? {}, reply);
    if (!input) return reply;
    const merchant = getMerchant(db, request.params.code);
    if (!merchant) return reply.code(404).send(fail('not_found', 'Unknown merchant'));
    merchant.status.passkeys = { ...input, origins: input.origins ?? [] };
    saveMerchant(db, merchant);
    return ok(merchant.status.passkeys);
  });

  app.delete<{ Params: { code: string } }>('/merchants/:code/passkeys', async (request, reply) => {
    const merchant = getMerchant(db, request.params.code);
    if (!merchant) return reply.code(404).send(fail('not_found', 'Unknown merchant'));
    delete merchant.status.passkeys;
    saveMerchant(db, merchant);
    return ok(true);
  });
};
