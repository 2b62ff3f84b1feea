/**
 * What the player sees when a sign-in with a provider fails (social sign-in and the firebase
 * SMS path; spec §5, §8). Pure, so each row is a table test.
 */
import type { OverlaySpec } from '../overlays/overlays';
import { IdentityErrorCode, type IdentityError } from './provider';

export const COMING_SOON_MS = 1500;

const title = { key: 'notice.title' } as const;

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
    default:
      return {
        kind: 'notice',
        title,
        message: {
          key: 'social.providerError',
          vars: { code: error.code, reason: error.message || error.code },
        },
      };
  }
}

export function privateBrowsingNotice(): OverlaySpec {
  return { kind: 'notice', title, message: { key: 'social.privateNotSupported' } };
}

/** A 'Failure…' answer of the native shell, shown as it came with a confirm button. */
export function nativeFailureNotice(message: string): OverlaySpec {
  return { kind: 'notice', title, message: { text: message }, confirm: { key: 'common.confirm' } };
}

export function comingSoonToast(): OverlaySpec {
  return { kind: 'toast', message: { key: 'social.comingSoon' }, durationMs: COMING_SOON_MS };
}

/** A failed social registration: the server's message, else 'unknown_error' (spec §8). */
export function registerFailureNotice(serverMessage: string | undefined): OverlaySpec {
  return {
    kind: 'notice',
    title,
    message: serverMessage ? { text: serverMessage } : { key: 'error.unknown' },
  };
}
