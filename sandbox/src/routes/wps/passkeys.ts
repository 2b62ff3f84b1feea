/**
 * /wps/passkeys (contract/README.md "Passkeys"): registration, sign-in, the list, removal. Adding
 * and removing one take the payout accounts' step-up (auth/step-up.ts): the password, or the
 * authenticator code of a member who has one, with the same tries and lock.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { PasskeyApi, PasskeyErrorCode } from '@wps/contract/passkeys';
import {
  loginFinishSchema,
  registerBeginSchema,
  registerFinishSchema,
  removeSchema,
} from '@wps/contract/passkey-requests';
import { checkStepUp } from '../../auth/step-up.ts';
import { fail, notLoggedIn, ok } from '../../http/envelope.ts';
import { requestMerchant, sessionMember, type WpsContext } from '../../http/request-context.ts';
import { beginAuthentication, finishAuthentication } from '../../passkeys/authentication.ts';
import { beginRegistration, finishRegistration } from '../../passkeys/registration.ts';
import { passkeySite } from '../../passkeys/site.ts';
import { memberPasskeys, removePasskey, summaryOf } from '../../passkeys/store.ts';

const route = (path: string) => path.replace(/^\/wps/, '');
const badRequest = () => fail('bad_request', 'Invalid passkey request');
const unavailable = () => fail(PasskeyErrorCode.unavailable, 'This site does not offer passkeys');

export const passkeyRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.post(route(PasskeyApi.registerBegin), async (request) => {
    const site = passkeySite(requestMerchant(request));
    if (!site) return unavailable();
    const member = sessionMember(db, request);
    if (!member) return notLoggedIn();
    const input = v.safeParse(registerBeginSchema, request.body);
    if (!input.success) return badRequest();
    const refused = checkStepUp(db, member, input.output.stepUp);
    if (refused) return refused;
    return ok({ options: await beginRegistration(db, site, member) });
  });

  app.post(route(PasskeyApi.registerFinish), async (request) => {
    const site = passkeySite(requestMerchant(request));
    if (!site) return unavailable();
    const member = sessionMember(db, request);
    if (!member) return notLoggedIn();
    const input = v.safeParse(registerFinishSchema, request.body);
    if (!input.success) return badRequest();
    const { name, response } = input.output;
    const result = await finishRegistration(db, site, member, {
      name,
      response: response as unknown as RegistrationResponseJSON,
    });
    return 'success' in result ? result : ok(result);
  });

  app.post(route(PasskeyApi.loginBegin), async (request) => {
    const merchant = requestMerchant(request);
    const site = passkeySite(merchant);
    if (!site) return unavailable();
    return ok({ options: await beginAuthentication(db, site, merchant.code) });
  });

  app.post(route(PasskeyApi.loginFinish), async (request) => {
    const merchant = requestMerchant(request);
    const site = passkeySite(merchant);
    if (!site) return unavailable();
    const input = v.safeParse(loginFinishSchema, request.body);
    if (!input.success) return badRequest();
    const response = input.output.response as unknown as AuthenticationResponseJSON;
    const result = await finishAuthentication(db, site, merchant.code, response);
    return 'success' in result ? result : ok(result);
  });

  // The list answers on a site without passkeys too (empty or not): a switch turned off later
  // leaves the member able to see, and remove, what they added.
  app.get(route(PasskeyApi.list), async (request) => {
    const member = sessionMember(db, request);
    if (!member) return notLoggedIn();
    return ok(memberPasskeys(db, member.merchant, member.id).map(summaryOf));
  });

  app.post(route(PasskeyApi.remove), async (request) => {
    const member = sessionMember(db, request);
    if (!member) return notLoggedIn();
    const input = v.safeParse(removeSchema, request.body);
    if (!input.success) return badRequest();
    const refused = checkStepUp(db, member, input.output.stepUp);
    if (refused) return refused;
    if (!removePasskey(db, member.merchant, member.id, input.output.id)) {
      return fail(PasskeyErrorCode.notFound, 'No such passkey');
    }
    return ok(true);
  });
};
