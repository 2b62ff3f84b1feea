/**
 * The passkey calls (contract/README.md "Passkeys"). Every failure is shown by the part that
 * made the call, beside what the player was doing: no global notice (alert: false). Adding and
 * removing one carry the player's `stepUp` (contract "Step-up") in a plain JSON body, as adding a
 * payout account does.
 */
import * as v from 'valibot';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { ceremonyOptionsSchema, PasskeyApi, passkeySummarySchema } from '@wps/contract/passkeys';
import type { StepUp } from '@wps/contract/step-up';
import { loginValueSchema } from '@wps/contract/session';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

const registerBeginCall = defineCall({
  method: 'POST',
  path: PasskeyApi.registerBegin,
  auth: true,
  value: ceremonyOptionsSchema,
});
const registerFinishCall = defineCall({
  method: 'POST',
  path: PasskeyApi.registerFinish,
  auth: true,
  value: passkeySummarySchema,
});
const loginBeginCall = defineCall({
  method: 'POST',
  path: PasskeyApi.loginBegin,
  value: ceremonyOptionsSchema,
});
const loginFinishCall = defineCall({
  method: 'POST',
  path: PasskeyApi.loginFinish,
  value: loginValueSchema,
});
export const passkeyListCall = defineCall({
  method: 'GET',
  path: PasskeyApi.list,
  auth: true,
  value: v.array(passkeySummarySchema),
});
const removeCall = defineCall({
  method: 'POST',
  path: PasskeyApi.remove,
  auth: true,
  value: v.literal(true),
});

export async function beginRegistration(stepUp: StepUp) {
  const { options } = await request(registerBeginCall, { body: { stepUp }, alert: false });
  // The server's options are WebAuthn's JSON form; the schema checked what the app reads.
  return options as unknown as PublicKeyCredentialCreationOptionsJSON;
}

export function finishRegistration(name: string, response: RegistrationResponseJSON) {
  return request(registerFinishCall, { body: { name, response }, alert: false });
}

export async function beginLogin() {
  const { options } = await request(loginBeginCall, { body: {}, alert: false });
  return options as unknown as PublicKeyCredentialRequestOptionsJSON;
}

export function finishLogin(response: AuthenticationResponseJSON) {
  return request(loginFinishCall, { body: { response }, alert: false });
}

export function removePasskey(id: string, stepUp: StepUp) {
  return request(removeCall, { body: { id, stepUp }, alert: false });
}
