/**
 * What the server reads of a response before the library verifies it: which challenge it
 * answers (to spend it) and the origin the browser signed for, each refused with its own code.
 * The library checks both again.
 */
import { PasskeyErrorCode } from '@wps/contract/passkeys';

type ClientData = { type?: unknown; challenge?: unknown; origin?: unknown };

export function readClientData(
  clientDataJSON: string,
): { challenge: string; origin: string } | null {
  try {
    const data = JSON.parse(
      Buffer.from(clientDataJSON, 'base64url').toString('utf8'),
    ) as ClientData;
    if (typeof data.challenge !== 'string' || typeof data.origin !== 'string') return null;
    return { challenge: data.challenge, origin: data.origin };
  } catch {
    return null;
  }
}

export function originRefused(origin: string, origins: string[]): string | undefined {
  return origins.includes(origin) ? undefined : PasskeyErrorCode.originMismatch;
}

/** The library throws plain errors; each is answered with the contract's code for it. */
export function codeForVerifyError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/origin/i.test(message)) return PasskeyErrorCode.originMismatch;
  if (/RP ID/i.test(message)) return PasskeyErrorCode.rpIdMismatch;
  if (/user verification|could not be verified/i.test(message))
    return PasskeyErrorCode.userNotVerified;
  if (/counter/i.test(message)) return PasskeyErrorCode.counterInvalid;
  if (/challenge/i.test(message)) return PasskeyErrorCode.challengeInvalid;
  return PasskeyErrorCode.responseInvalid;
}
