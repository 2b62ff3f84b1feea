/**
 * Social sign-in behind one small interface (contract §4): Firebase Auth in production, the
 * sandbox's identity page for local runs. Both hand back an id token that WPS login accepts.
 */
import type { FirebaseChannel } from '@wps/contract/auth';

export type IdentityProvider = {
  /** Signs in in a popup; resolves the id token. */
  signInWithPopup(channel: FirebaseChannel): Promise<string>;
  /** Leaves for the provider; the page comes back to `returnTo` (a same-origin path). */
  signInWithRedirect(channel: FirebaseChannel, returnTo: string): Promise<void>;
  /** After a redirect sign-in: its id token, or null when this load is not its return. */
  redirectResult(): Promise<string | null>;
  /** A Google one-tap credential exchanged for an id token WPS accepts. */
  fromGoogleCredential(credential: string): Promise<string>;
  /** The firebase SMS path: sends a code to `phoneNumber` (+<code><number>). */
  sendPhoneCode(phoneNumber: string): Promise<PhoneConfirmation>;
  /** Forgets the provider's state after a failed login (spec §4). */
  reset(): Promise<void>;
};

/** A code sent by the provider; confirming it resolves the id token that proves the number. */
export type PhoneConfirmation = { confirm(code: string): Promise<string> };

/** Provider failures keep the provider's code (`auth/...`) for the player's notice (spec §5). */
export class IdentityError extends Error {
  readonly code: string;
  constructor(code: string, message = code) {
    super(message);
    this.name = 'IdentityError';
    this.code = code;
  }
}

export const IdentityErrorCode = {
  cancelledPopup: 'auth/cancelled-popup-request',
  popupClosed: 'auth/popup-closed-by-user',
  popupBlocked: 'auth/popup-blocked',
  storageUnsupported: 'auth/web-storage-unsupported',
} as const;

export function isIdentityError(error: unknown): error is IdentityError {
  return error instanceof IdentityError;
}
