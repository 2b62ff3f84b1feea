/**
 * PATCH /sandbox/merchants/:code: JSON Merge Patch (RFC 7396) of each named document, so
 * `{"status":{"whitelabelVal":{"CBS3":false}}}` changes one switch and `null` removes a key.
 * Lists are replaced whole. An unknown code creates a merchant from the demo template.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../../db.ts';
import { ok } from '../../envelope.ts';
import { isObject, mergePatch, type Json } from '../../merge-patch.ts';
import { merchantFromTemplate } from '../../seed-data/demo-merchant.ts';
import { getMerchant, LIST_FIELDS, saveMerchant } from '../../store/merchants.ts';
import { jsonObjectSchema, parseBody } from './validate.ts';

const list = v.optional(v.array(v.unknown()));
// strictObject: a misspelt field is an error rather than a silently ignored patch.
const merchantPatchSchema = v.strictObject({
  status: v.optional(jsonObjectSchema),
  downloadSetting: v.optional(jsonObjectSchema),
  announcements: list,
  banners: list,
  promotions: list,
  customerService: list,
  domainList: list,
  marquee: list,
  news: list,
  promotionCategories: list,
  helpCenter: list,
});

export const merchantControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.patch<{ Params: { code: string } }>('/merchants/:code', async (request, reply) => {
    const patch = parseBody(merchantPatchSchema, request.body ?? {}, reply);
    if (!patch) return reply;
    const { code } = request.params;
    const merchant = getMerchant(db, code) ?? merchantFromTemplate(code);
    for (const field of ['status', 'downloadSetting'] as const) {
      const value = patch[field];
      if (value === undefined) continue;
      const merged = mergePatch(merchant[field], value as Json);
      if (isObject(merged)) merchant[field] = merged;
    }
    for (const field of LIST_FIELDS) {
      const value = patch[field];
      if (value !== undefined) merchant[field] = value as Json[];
    }
    merchant.status.merchantCode = code; // the code is the key; a patch cannot disown it
    saveMerchant(db, merchant);
    return ok(merchant);
  });
};
