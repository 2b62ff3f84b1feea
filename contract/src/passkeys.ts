/**
 * Passkeys (WebAuthn): beyond the spec, the WPS platform has none. Every call and shape here is
 * the project's, written down in contract/README.md "Passkeys". The ceremonies' options and
 * responses are WebAuthn's own JSON forms (PublicKeyCredentialCreationOptionsJSON and the rest),
 * checked here only as far as the server reads them.
 */
import * as v from 'valibot';

export const PasskeyApi = {
  /** POST {stepUp} -> {options} (creation options), session needed */
  registerBegin: '/wps/passkeys/register/begin',
  /** POST {name, response} -> PasskeySummary, session needed */
  registerFinish: '/wps/passkeys/register/finish',
  /** POST {} -> {options} (request options, no allowCredentials: the passkey names the member) */
  loginBegin: '/wps/passkeys/login/begin',
  /** POST {response} -> LoginValue, the same as a password login answers */
  loginFinish: '/wps/passkeys/login/finish',
  /** GET -> PasskeySummary[] (oldest first), session needed */
  list: '/wps/passkeys',
  /** POST {id, stepUp} -> true, session needed */
  remove: '/wps/passkeys/remove',
} as const;

/** Control API (contract §5), sandbox only: PUT {rpId, origins} turns passkeys on, DELETE off. */
export const SandboxPasskeyApi = {
  site: (merchant: string) => `/sandbox/merchants/${encodeURIComponent(merchant)}/passkeys`,
} as const;

export const PasskeyErrorCode = {
  /** The site does not offer passkeys (no `passkeys` in its status). */
  unavailable: 'passkey.unavailable',
  /** The challenge is unknown, already used, for another ceremony, member or site. */
  challengeInvalid: 'passkey.challenge.invalid',
  /** The challenge was issued more than PASSKEY_CHALLENGE_TTL_MS ago. */
  challengeExpired: 'passkey.challenge.expired',
  /** clientDataJSON names an origin the site does not serve. */
  originMismatch: 'passkey.origin.mismatch',
  /** The authenticator data is for another relying-party id. */
  rpIdMismatch: 'passkey.rpid.mismatch',
  /** The authenticator did not verify the player (fingerprint, face, PIN). */
  userNotVerified: 'passkey.user.unverified',
  /** The signature counter did not grow: a cloned authenticator or a replay. */
  counterInvalid: 'passkey.counter.invalid',
  /** Signature, attestation or the response's form did not verify. */
  responseInvalid: 'passkey.response.invalid',
  /** The credential is not (or no longer) registered for a member of this site. */
  unknownCredential: 'passkey.credential.unknown',
  /** The authenticator already holds a passkey of this member. */
  duplicate: 'passkey.credential.duplicate',
  /** remove: no passkey of this member has that id. */
  notFound: 'passkey.not.found',
} as const;

/** How long a ceremony's challenge may be answered; each is answered once. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const PASSKEY_NAME_MAX = 64;

/** The options of a ceremony, passed to the browser as they come. */
export const ceremonyOptionsSchema = v.object({ options: v.record(v.string(), v.unknown()) });

export const passkeySummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** epoch ms */
  created: v.number(),
  /** epoch ms of the last sign-in, null before the first */
  lastUsed: v.nullable(v.number()),
});
export type PasskeySummary = v.InferOutput<typeof passkeySummarySchema>;
