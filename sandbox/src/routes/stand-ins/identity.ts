/**
 * The identity stand-in's signing call: the identity page (public/sandbox-pages/identity.html)
 * posts the identity the visitor picked and gets an id token that firebase login and register
 * accept. Like the provider, it signs whoever asks; nothing here is a credential to protect.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { FIREBASE_CHANNELS } from '@wps/contract/auth';
import { IdentityStandIn } from '@wps/contract/auth-stand-ins';
import type { Db } from '../../db.ts';
import { fail, ok } from '../../envelope.ts';
import { signIdToken } from '../../identity-token.ts';

const identitySchema = v.object({
  channel: v.picklist(FIREBASE_CHANNELS),
  sub: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  name: v.optional(v.pipe(v.string(), v.maxLength(80)), ''),
  email: v.optional(v.pipe(v.string(), v.maxLength(120)), ''),
});

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
};
