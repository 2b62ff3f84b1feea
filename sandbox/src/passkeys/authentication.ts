/**
 * Signing in with a passkey: options without allowCredentials (the passkey names the member,
 * so the autofill can offer it before a username is typed), then the assertion verified against
 * the stored key and counter. The answer is the LoginValue a password login answers.
 */
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { PasskeyErrorCode } from '@wps/contract/passkeys';
import type { Failure } from '@wps/contract/envelope';
import type { LoginValue } from '@wps/contract/session';
import { issueSession, refusal } from '../auth/login.ts';
import { sandboxNow } from '../clock/clock.ts';
import type { Db } from '../db/db.ts';
import { fail } from '../http/envelope.ts';
import { getMemberById } from '../member/members.ts';
import { issueChallenge, takeChallenge } from './challenges.ts';
import { codeForVerifyError, originRefused, readClientData } from './client-data.ts';
import type { PasskeySite } from './site.ts';
import { findPasskey, markUsed } from './store.ts';

export async function beginAuthentication(db: Db, site: PasskeySite, merchant: string) {
  const options = await generateAuthenticationOptions({
    rpID: site.rpId,
    userVerification: 'required',
  });
  issueChallenge(db, options.challenge, { merchant, ceremony: 'login', memberId: null });
  return options;
}

export async function finishAuthentication(
  db: Db,
  site: PasskeySite,
  merchant: string,
  response: AuthenticationResponseJSON,
): Promise<LoginValue | Failure> {
  const clientData = readClientData(response.response.clientDataJSON);
  if (!clientData) return fail(PasskeyErrorCode.responseInvalid, 'Unreadable client data');
  const taken = takeChallenge(db, clientData.challenge, {
    merchant,
    ceremony: 'login',
    memberId: null,
  });
  if (!taken.ok) return fail(taken.code, 'The passkey request is no longer valid');
  const origin = originRefused(clientData.origin, site.origins);
  if (origin) return fail(origin, `Passkeys are not offered to ${clientData.origin}`);
  const passkey = findPasskey(db, merchant, response.id);
  const member = passkey && getMemberById(db, passkey.memberId);
  if (!passkey || !member || member.merchant !== merchant) {
    return fail(PasskeyErrorCode.unknownCredential, 'This passkey is not registered here');
  }
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: site.origins,
      expectedRPID: site.rpId,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    return fail(codeForVerifyError(error), 'The passkey could not be verified');
  }
  if (!verified.verified) return fail(PasskeyErrorCode.responseInvalid, 'Bad signature');
  markUsed(db, passkey, verified.authenticationInfo.newCounter, sandboxNow(db));
  // The member flags that refuse a password login refuse a passkey login too.
  const refused = refusal(member);
  if (refused) return refused;
  return issueSession(db, member);
}
