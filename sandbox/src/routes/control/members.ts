/**
 * PATCH /sandbox/members/:userName[?merchant=demo]: `type`, `regDate` and `password` (rehashed)
 * set those columns; every other field is JSON-merge-patched into the member's data (clubLabel,
 * twoFactor, passwordExpired, updatePassword, depositCount, mobile, language, loginCount, ...).
 * `balance` (major units) is no data field: it books the ledger ADJUSTMENT that reaches it;
 * `points` books the points ledger's ADJUSTMENT the same way.
 * An unknown member is created (type 0, registered now) with password = its userName unless
 * the patch gives one.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { toMinor } from '@wps/contract/money';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import { isObject, mergePatch, type Json } from '../../json/merge-patch.ts';
import { adjustPointsTo, pointsBalance } from '../../loyalty/points.ts';
import { adjustBalanceTo, balanceOf } from '../../money/ledger.ts';
import { moneyDigits, toMajor } from '../../money/settings.ts';
import { hashPassword } from '../../auth/password.ts';
import { getMerchant } from '../../site/merchants.ts';
import { findMember, saveMember } from '../../member/members.ts';
import { parseBody } from './parse-body.ts';

const memberPatchSchema = v.looseObject({
  type: v.optional(v.pipe(v.number(), v.integer())),
  regDate: v.optional(v.number()),
  password: v.optional(v.pipe(v.string(), v.minLength(1))),
  // Major units (1250.5): the ledger gets the ADJUSTMENT that brings the balance there.
  balance: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
  // Whole points: the points ledger gets the ADJUSTMENT that brings the balance there.
  points: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});

export const memberControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.patch<{ Params: { userName: string }; Querystring: { merchant?: string } }>(
    '/members/:userName',
    async (request, reply) => {
      const patch = parseBody(memberPatchSchema, request.body ?? {}, reply);
      if (!patch) return reply;
      const { userName } = request.params;
      const merchantCode = request.query.merchant ?? 'demo';
      const merchantOfMember = getMerchant(db, merchantCode);
      if (!merchantOfMember) {
        return reply.code(404).send(fail('merchant.not.found', `Unknown merchant ${merchantCode}`));
      }
      const { type, regDate, password, balance, points, ...data } = patch;
      const existing = findMember(db, merchantCode, userName);
      const member = existing ?? {
        userName,
        merchant: merchantCode,
        passwordHash: hashPassword(password ?? userName),
        type: 0,
        regDate: Date.now(),
        data: { language: 'EN', loginCount: 0 },
      };
      const merged = mergePatch(member.data, data as Json);
      const saved = saveMember(db, {
        ...member,
        type: type ?? member.type,
        regDate: regDate ?? member.regDate,
        passwordHash: existing && password ? hashPassword(password) : member.passwordHash,
        data: isObject(merged) ? merged : member.data,
      });
      const digits = moneyDigits(merchantOfMember);
      if (balance !== undefined) {
        adjustBalanceTo(db, saved.id, toMinor(balance, digits), 'sandbox');
      }
      if (points !== undefined) adjustPointsTo(db, saved.id, points, 'sandbox');
      // Everything but the password hash.
      const { id, merchant, type: savedType, regDate: savedRegDate, data: savedData } = saved;
      return ok({
        id,
        userName,
        merchant,
        type: savedType,
        regDate: savedRegDate,
        data: savedData,
        balance: toMajor(balanceOf(db, id), digits),
        points: pointsBalance(db, id),
      });
    },
  );
};
