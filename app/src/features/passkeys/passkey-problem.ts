/**
 * What the player is told when a passkey ceremony fails: nothing when they cancelled (closing
 * the browser's sheet is a choice, not an error), else a translated message; the password form
 * stays usable beside it.
 */
import { PasskeyErrorCode } from '@wps/contract/passkeys';
import { isApiError } from '../../lib/api/errors';
import type { MessageKey } from '../../lib/i18n/messages';

const BY_CODE: Partial<Record<string, MessageKey>> = {
  [PasskeyErrorCode.unknownCredential]: 'passkeys.error.unknown',
  [PasskeyErrorCode.challengeExpired]: 'passkeys.error.expired',
  [PasskeyErrorCode.duplicate]: 'passkeys.error.duplicate',
};

/** null: say nothing. */
export function passkeyProblem(error: unknown): MessageKey | null {
  if (isApiError(error)) {
    if (error.kind === 'network' || error.kind === 'timeout') return 'passkeys.error.offline';
    return BY_CODE[error.errorCode ?? ''] ?? 'passkeys.error.failed';
  }
  const name = error instanceof Error ? error.name : '';
  // NotAllowedError: the player closed the sheet or let it time out; AbortError: the app
  // itself stopped a ceremony (the autofill's, when the button starts another).
  if (name === 'NotAllowedError' || name === 'AbortError') return null;
  if (name === 'InvalidStateError') return 'passkeys.error.duplicate';
  return 'passkeys.error.failed';
}
