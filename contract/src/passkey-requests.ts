/**
 * The bodies of the passkey calls as the server checks them (contract/README.md "Passkeys").
 * Apart from passkeys.ts, which the app imports: the app never parses these, and the validators
 * they use would otherwise join the shared first-paint chunk that holds valibot.
 */
import * as v from 'valibot';
import { PASSKEY_NAME_MAX } from './passkeys.ts';

const base64url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/));

export const registrationResponseSchema = v.looseObject({
  id: base64url,
  rawId: base64url,
  type: v.literal('public-key'),
  response: v.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: v.optional(v.array(v.string())),
  }),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
});

export const authenticationResponseSchema = v.looseObject({
  id: base64url,
  rawId: base64url,
  type: v.literal('public-key'),
  response: v.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: v.optional(base64url),
  }),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
});

/**
 * `stepUp` (step-up.ts) is read by the step-up check itself, the payout accounts' own: a body
 * without it is refused as step.up.required, not as a malformed request.
 */
const stepUp = v.optional(v.unknown());

export const registerBeginSchema = v.object({ stepUp });
export const registerFinishSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PASSKEY_NAME_MAX)),
  response: registrationResponseSchema,
});
export const loginFinishSchema = v.object({ response: authenticationResponseSchema });
export const removeSchema = v.object({ id: base64url, stepUp });
