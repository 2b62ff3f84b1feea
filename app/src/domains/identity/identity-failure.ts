/**
 * What the player sees when a sign-in with a provider fails (social sign-in and the firebase
 * SMS path; spec §5, §8). Pure, so each row is a table test.
 */
import type { MessageKey } from '../../lib/i18n/messages';
import type { OverlaySpec } from '../../lib/overlays/overlays';
import { IdentityErrorCode, type IdentityError } from './provider';

const title = { key: 'notice.title' } as const;

/** Translated text for the provider codes a player can act on; others read 'Sign-in failed'. */
const PROVIDER_TEXT: Record<string, MessageKey> = {
  'auth/invalid-verification-code': 'social.errorInvalidCode',
  'auth/code-expired': 'social.errorCodeExpired',
  'auth/too-many-requests': 'social.errorTooMany',
  'auth/network-request-failed': 'social.errorNetwork',
  'auth/invalid-phone-number': 'social.errorInvalidPhone',
};

/** A failure without a code reads as auth/unknown (spec §8). */
export const UNKNOWN_PROVIDER_CODE = 'auth/unknown';

/** 'Account not bound (bind_customer_required)' → 'Account not bound' (spec §5). */
export function stripParenthesised(message: string): string {
  return message
    .replace(/\s*[(（][^()（）]*[)）]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A provider failure: silent when the player cancelled, else its code and reason. */
export function identityFailureOverlay(error: IdentityError): OverlaySpec | null {
  switch (error.code) {
    // The player closed or replaced the popup: nothing to say (spec §5).
    case IdentityErrorCode.cancelledPopup:
    case IdentityErrorCode.popupClosed:
      return null;
    case IdentityErrorCode.storageUnsupported:
      return privateBrowsingNotice();
    case IdentityErrorCode.popupBlocked:
      return { kind: 'notice', title, message: { key: 'social.popupBlocked' } };
    default: {
      const code = error.code || UNKNOWN_PROVIDER_CODE;
      return {
        kind: 'notice',
        title,
        message: {
          key: PROVIDER_TEXT[code] ?? 'social.providerError',
          vars: { code, reason: error.message || code },
        },
      };
    }
  }
}

export function privateBrowsingNotice(): OverlaySpec {
  return { kind: 'notice', title, message: { key: 'social.privateNotSupported' } };
}

/** A 'Failure…' answer of the native shell, shown as it came with a confirm button. */
export function nativeFailureNotice(message: string): OverlaySpec {
  return { kind: 'notice', title, message: { text: message }, confirm: { key: 'common.confirm' } };
}

/** A failed social registration: the server's message, else 'unknown_error' (spec §8). */
export function registerFailureNotice(serverMessage: string | undefined): OverlaySpec {
  return {
    kind: 'notice',
    title,
    message: serverMessage ? { text: serverMessage } : { key: 'error.unknown' },
  };
}
