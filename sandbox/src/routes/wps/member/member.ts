/** /wps/member: the logged-in member's own data. */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AuthErrorCode } from '@wps/contract/auth';
import { ErrorCode } from '@wps/contract/envelope';
import { requestMerchant, sessionMember, type WpsContext } from '../../../http/request-context.ts';
import { encryptedBody } from '../../../crypto/encrypted-body.ts';
import { fail, ok } from '../../../http/envelope.ts';
import { memberInfo } from '../../../member/member-info.ts';
import { hashPassword, verifyPassword } from '../../../auth/password.ts';
import { clearTries, countWrongTry, lockedOut, stepUpMethod } from '../../../auth/step-up.ts';
import { PASSWORD_RULE, validPassword } from '../../../auth/registration.ts';
import { balanceOf } from '../../../money/ledger.ts';
import { moneyDigits, toMajor } from '../../../money/settings.ts';
import { saveMember } from '../../../member/members.ts';

// Codes as the spec spells them (EN, PT-BR, UR-LA); stored upper-case as the Language header is.
const languageSchema = v.object({
  language: v.pipe(v.string(), v.trim(), v.regex(/^[a-z]{2}(-[a-z]{2})?$/i), v.toUpperCase()),
});

const passwordChangeSchema = v.object({ oldPassword: v.string(), newPassword: v.string() });

export const memberRoutes: FastifyPluginAsync<WpsContext> = async (app, { db, rsa }) => {
  app.get('/member/info', async (request) => {
    const member = sessionMember(db, request);
    // HTTP 200 with CUSTOMER_NOT_LOGIN, as the platform answers a dead or missing token.
    if (!member) return fail(ErrorCode.customerNotLogin, 'Please login');
    // What the app's step-up dialog asks for (contract "Step-up").
    return ok({ ...memberInfo(member), stepUp: stepUpMethod(member) });
  });

  // Any member type may call it; the client skips it for type 4 (spec §3), the server does not care.
  app.post('/member/language', async (request) => {
    const member = sessionMember(db, request);
    if (!member) return fail(ErrorCode.customerNotLogin, 'Please login');
    const input = v.safeParse(languageSchema, request.body);
    if (!input.success)
      return fail('bad_request', 'A language code such as EN or PT-BR is required');
    saveMember(db, { ...member, data: { ...member.data, language: input.output.language } });
    return ok(true);
  });

  // GET /wps/v2/wallets/balance: the ledger's sum, in the platform's major units (1250.5).
  app.get('/v2/wallets/balance', async (request) => {
    const member = sessionMember(db, request);
    if (!member) return fail(ErrorCode.customerNotLogin, 'Please login');
    const merchant = requestMerchant(request);
    const { currency, currencySymbol } = merchant.status as {
      currency?: string;
      currencySymbol?: string;
    };
    const sumBalance = toMajor(balanceOf(db, member.id), moneyDigits(merchant));
    return ok({ sumBalance, currency, currencySymbol });
  });

  // PUT /wps/member/password (PASS3, encrypted): also ends a forced change (spec §4), so the
  // next login no longer answers passwordExpired / updatePassword.
  app.put('/member/password', { preHandler: encryptedBody(rsa) }, async (request) => {
    const member = sessionMember(db, request);
    if (!member) return fail(ErrorCode.customerNotLogin, 'Please login');
    const input = v.safeParse(passwordChangeSchema, request.decrypted);
    if (!input.success) return fail('bad_request', 'oldPassword and newPassword are required');
    const { oldPassword, newPassword } = input.output;
    // The old password is a step-up too: its wrong tries count with the others (contract
    // "Step-up"), so a stolen token cannot guess it here either.
    const locked = lockedOut(db, member);
    if (locked) return locked;
    if (!verifyPassword(oldPassword, member.passwordHash)) {
      const triesLeft = countWrongTry(db, member);
      return (
        lockedOut(db, member) ??
        fail(AuthErrorCode.memberPasswordWrong, 'The current password is wrong', { triesLeft })
      );
    }
    clearTries(db, member);
    if (!validPassword(newPassword))
      return fail(AuthErrorCode.memberPasswordInvalid, PASSWORD_RULE);
    if (newPassword === oldPassword) {
      return fail(
        AuthErrorCode.memberPasswordSame,
        'The new password must differ from the old one',
      );
    }
    const { passwordExpired: _expired, updatePassword: _update, ...data } = member.data;
    saveMember(db, { ...member, passwordHash: hashPassword(newPassword), data });
    return ok(true);
  });
};
