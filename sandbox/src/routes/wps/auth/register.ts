/**
 * /wps/member/register*: registration by username (REG3) or mobile number (MOBILENUMREG3), both
 * encrypted; social registration with an identity-page token; a free username suggestion.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requestMerchant, type WpsContext } from '../../../http/request-context.ts';
import { encryptedBody } from '../../../crypto/encrypted-body.ts';
import { fail, ok } from '../../../http/envelope.ts';
import {
  autoUsername,
  firebaseRegisterSchema,
  memberLanguage,
  registerByMobile,
  registerByUsername,
  registerRequestSchema,
  registerWithIdentity,
} from '../../../auth/registration.ts';

const badRequest = () => fail('bad_request', 'Invalid registration request');
const language = (request: FastifyRequest) => memberLanguage(request.headers.language);

export const registerRoutes: FastifyPluginAsync<WpsContext> = async (app, { db, rsa }) => {
  const decrypt = { preHandler: encryptedBody(rsa) };

  app.post('/member/register', decrypt, async (request) => {
    const input = v.safeParse(registerRequestSchema, request.decrypted);
    if (!input.success) return badRequest();
    const result = registerByUsername(
      db,
      requestMerchant(request),
      input.output,
      language(request),
    );
    return 'success' in result ? result : ok(result);
  });

  app.post('/member/register/mobile', decrypt, async (request) => {
    const input = v.safeParse(registerRequestSchema, request.decrypted);
    if (!input.success) return badRequest();
    const result = registerByMobile(db, requestMerchant(request), input.output, language(request));
    return 'success' in result ? result : ok(result);
  });

  // Plain JSON: the id token is the credential, and it is already signed.
  app.post('/member/register/firebase', async (request) => {
    const input = v.safeParse(firebaseRegisterSchema, request.body);
    if (!input.success) return badRequest();
    const merchant = requestMerchant(request);
    const result = registerWithIdentity(db, merchant, input.output, language(request));
    return 'success' in result ? result : ok(result);
  });

  // The contract says GET, the spec's call table POST; both answer.
  const suggest = async (request: FastifyRequest) => ok(autoUsername(db, requestMerchant(request)));
  app.get('/member/register/autoUsername', suggest);
  app.post('/member/register/autoUsername', suggest);
};
