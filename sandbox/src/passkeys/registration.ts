/**
 * Adding a passkey: options for a logged-in member past the step-up, then the verified
 * attestation stored under the member and merchant. User verification is required: a passkey
 * that any hand holding the phone could use would be weaker than the password it replaces.
 */
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PasskeyErrorCode, type PasskeySummary } from '@wps/contract/passkeys';
import type { Failure } from '@wps/contract/envelope';
import { sandboxNow } from '../clock/clock.ts';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import type { Member } from '../member/members.ts';
import { issueChallenge, takeChallenge } from './challenges.ts';
import { codeForVerifyError, originRefused, readClientData } from './client-data.ts';
import type { PasskeySite } from './site.ts';
import { findPasskey, memberPasskeys, savePasskey, summaryOf } from './store.ts';

/** The user handle the passkey carries: the member's id on this site, never the username. */
const userHandle = (member: Member) => new TextEncoder().encode(`${member.merchant}:${member.id}`);

export async function beginRegistration(db: Db, site: PasskeySite, member: Member) {
  const options = await generateRegistrationOptions({
    rpName: site.rpName,
    rpID: site.rpId,
    userName: member.userName,
    userID: userHandle(member),
    attestationType: 'none',
    // The authenticator refuses a second passkey of the same member (InvalidStateError).
    excludeCredentials: memberPasskeys(db, member.merchant, member.id).map((p) => ({
      id: p.id,
      transports: p.transports as never,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  issueChallenge(db, options.challenge, {
    merchant: member.merchant,
    ceremony: 'register',
    memberId: member.id,
  });
  return options;
}

export async function finishRegistration(
  db: Db,
  site: PasskeySite,
  member: Member,
  input: { name: string; response: RegistrationResponseJSON },
): Promise<PasskeySummary | Failure> {
  const clientData = readClientData(input.response.response.clientDataJSON);
  if (!clientData) return fail(PasskeyErrorCode.responseInvalid, 'Unreadable client data');
  const taken = takeChallenge(db, clientData.challenge, {
    merchant: member.merchant,
    ceremony: 'register',
    memberId: member.id,
  });
  if (!taken.ok) return fail(taken.code, 'The passkey request is no longer valid');
  const origin = originRefused(clientData.origin, site.origins);
  if (origin) return fail(origin, `Passkeys are not offered to ${clientData.origin}`);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: taken.challenge,
      expectedOrigin: site.origins,
      expectedRPID: site.rpId,
      requireUserVerification: true,
    });
  } catch (error) {
    return fail(codeForVerifyError(error), 'The passkey could not be verified');
  }
  if (!verified.verified) return fail(PasskeyErrorCode.responseInvalid, 'Not verified');
  const { credential } = verified.registrationInfo;
  if (findPasskey(db, member.merchant, credential.id)) {
    return fail(PasskeyErrorCode.duplicate, 'This passkey is already registered');
  }
  const stored = {
    id: credential.id,
    merchant: member.merchant,
    memberId: member.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: input.name,
    created: sandboxNow(db),
    lastUsed: null,
  };
  savePasskey(db, stored);
  return summaryOf(stored);
}
