/**
 * The identity stand-in's signing call: the identity page (public/sandbox-pages/identity.html)
 * posts the identity the visitor picked and gets an id token that firebase login and register
 * accept. Like the provider, it signs whoever asks; nothing here is a credential to protect.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { FIREBASE_CHANNELS } from '@wps/contract/auth';
import { IdentityStandIn, PHONE_CHANNEL } from '@wps/contract/auth-stand-ins';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import { signIdToken } from '../../auth/identity-token.ts';
import { sendSmsCode, useSmsCode, validSmsCode } from '../../sms/codes.ts';
import { latestSms } from '../../sms/store.ts';

const identitySchema = v.object({
  channel: v.picklist(FIREBASE_CHANNELS),
  sub: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  name: v.optional(v.pipe(v.string(), v.maxLength(80)), ''),
  email: v.optional(v.pipe(v.string(), v.maxLength(120)), ''),
});

const phoneNumber = v.pipe(v.string(), v.regex(/^\+\d{7,19}$/));
const sendSchema = v.object({ phoneNumber });
const verifySchema = v.object({ verificationId: v.string(), code: v.string() });

// The verification id names the number; the code sent to it is what proves it.
const toVerificationId = (phone: string) => Buffer.from(phone, 'utf8').toString('base64url');
const fromVerificationId = (id: string) => Buffer.from(id, 'base64url').toString('utf8');

export const identityRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post(IdentityStandIn.token, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const input = v.safeParse(identitySchema, request.body);
    if (!input.success) {
      return reply
        .code(400)
        .send(fail('bad_request', 'channel (google, facebook, twitter, line) and sub are needed'));
    }
    return ok({ idToken: signIdToken(db, input.output) });
  });

  // Phone sign-in (the firebase SMS path): the code goes where GET /sandbox/sms lists it.
  app.post(IdentityStandIn.phoneSend, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const input = v.safeParse(sendSchema, request.body);
    if (!input.success)
      return fail('auth/invalid-phone-number', 'Enter the number as +<code><number>');
    const sent = sendSmsCode(db, input.output.phoneNumber);
    if ('success' in sent) return fail('auth/too-many-requests', sent.message ?? '');
    return ok({ verificationId: toVerificationId(input.output.phoneNumber) });
  });

  app.post(IdentityStandIn.phoneVerify, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const input = v.safeParse(verifySchema, request.body);
    if (!input.success) return fail('auth/invalid-verification-code', 'The SMS code is wrong');
    const { verificationId, code } = input.output;
    const phone = fromVerificationId(verificationId);
    const sms = validSmsCode(db, phone, code);
    if (!sms) {
      // Like Firebase: the right code too late is told apart from a wrong one.
      const last = latestSms(db, phone);
      const late = last !== undefined && last.usedAt === null && last.code === code.trim();
      return late
        ? fail('auth/code-expired', 'The SMS code has expired')
        : fail('auth/invalid-verification-code', 'The SMS code is wrong');
    }
    useSmsCode(db, sms);
    return ok({
      idToken: signIdToken(db, { channel: PHONE_CHANNEL, sub: phone, name: '', email: '' }),
    });
  });
};
