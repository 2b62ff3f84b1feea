/**
 * PATCH /sandbox/merchants/:code: JSON Merge Patch (RFC 7396) of each named document, so
 * `{"status":{"whitelabelVal":{"CBS3":false}}}` changes one switch and `null` removes a key.
 * Lists are replaced whole. An unknown code creates a merchant from the demo template.
 * `wallet` merges into the wallet settings (money/settings.ts), `loyalty` into the missions
 * and mall items (loyalty/settings.ts), `downloadSetting` into the download-prompt settings
 * (app-download/settings.ts) and `saferGambling` into the safer-gambling settings (a whole preset of
 * contract/src/safer-gambling-presets.ts replaces them); a result that breaks their schema is
 * refused, so the money, loyalty, download and safer-gambling routes never meet a malformed
 * document.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import { downloadSettingDocumentSchema } from '../../app-download/settings.ts';
import { isObject, mergePatch, type Json } from '../../json/merge-patch.ts';
import { loyaltySettingsSchema } from '../../loyalty/settings.ts';
import { walletSettingsSchema } from '../../money/settings.ts';
import { saferGamblingSettingsSchema } from '@wps/contract/safer-gambling';
import { merchantFromTemplate } from '../../seed/demo-merchant.ts';
import { getMerchant, LIST_FIELDS, saveMerchant } from '../../site/merchants.ts';
import { jsonObjectSchema, parseBody } from './parse-body.ts';

/** The settings documents a merged patch must still satisfy. */
const SETTINGS = [
  ['wallet', walletSettingsSchema],
  ['loyalty', loyaltySettingsSchema],
  ['downloadSetting', downloadSettingDocumentSchema],
  ['saferGambling', saferGamblingSettingsSchema],
] as const;

const list = v.optional(v.array(v.unknown()));
// strictObject: a misspelt field is an error rather than a silently ignored patch.
const merchantPatchSchema = v.strictObject({
  status: v.optional(jsonObjectSchema),
  downloadSetting: v.optional(jsonObjectSchema),
  wallet: v.optional(jsonObjectSchema),
  loyalty: v.optional(jsonObjectSchema),
  saferGambling: v.optional(jsonObjectSchema),
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
    const documents = ['status', 'downloadSetting', 'wallet', 'loyalty', 'saferGambling'] as const;
    for (const field of documents) {
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
    for (const [field, schema] of SETTINGS) {
      const settings = v.safeParse(schema, merchant[field]);
      if (settings.success) continue;
      const issue = settings.issues[0];
      const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
      return reply.code(400).send(fail('bad_request', `${field}.${where}: ${issue.message}`));
    }
    saveMerchant(db, merchant);
    return ok(merchant);
  });
};
