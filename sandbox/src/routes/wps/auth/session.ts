/** /wps/session: the RSA key, login, two-factor verification and logout. */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { sessionToken, requestMerchant, type WpsContext } from '../../../http/request-context.ts';
import { encryptedBody } from '../../../crypto/encrypted-body.ts';
import { fail, ok } from '../../../http/envelope.ts';
import { login, loginRequestSchema } from '../../../auth/login.ts';
import { deleteSession } from '../../../auth/sessions.ts';
import { twoFactorRequestSchema, verifyTwoFactor } from '../../../auth/two-factor.ts';

export const sessionRoutes: FastifyPluginAsync<WpsContext> = async (app, { db, rsa }) => {
  // Plain-text hex, as the platform answers (contract §2); `?_=` only defeats caches.
  app.get('/session/key/rsa', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
    return rsa.modulusHex;
  });

  app.post('/session/login', { preHandler: encryptedBody(rsa) }, async (request) => {
    const input = v.safeParse(loginRequestSchema, request.decrypted);
    if (!input.success) return fail('bad_request', 'Invalid login request');
    const result = login(db, requestMerchant(request), input.output);
    return 'success' in result ? result : ok(result);
  });

  // ModuleId LOGINIPVERF3; answers the LoginValue the login would have answered.
  app.post('/session/login/verification', { preHandler: encryptedBody(rsa) }, async (request) => {
    const input = v.safeParse(twoFactorRequestSchema, request.decrypted);
    if (!input.success) return fail('bad_request', 'Invalid verification request');
    const result = verifyTwoFactor(db, requestMerchant(request), input.output);
    return 'success' in result ? result : ok(result);
  });

  // Idempotent: logging out twice, or with a dead token, still succeeds.
  app.post('/session/logout', async (request) => {
    const token = sessionToken(request);
    if (token !== undefined) deleteSession(db, token);
    return ok(true);
  });
};
